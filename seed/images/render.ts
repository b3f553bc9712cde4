import sharp from 'sharp'

/** Rasterises an SVG document to WebP (photos, banners) or PNG (portraits) at the given width. */
export async function renderSvg(svg: string, format: 'webp' | 'png', width: number): Promise<Buffer> {
  const image = sharp(Buffer.from(svg), { density: 72 }).resize({ width })
  return format === 'webp' ? image.webp({ quality: 84 }).toBuffer() : image.png({ compressionLevel: 9 }).toBuffer()
}

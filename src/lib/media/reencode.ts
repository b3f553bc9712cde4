import sharp from 'sharp'

import type { MediaImageType } from './upload-rule'

// A decompression bomb (a tiny file declaring a huge canvas) is refused before it is decoded: 60 megapixels is
// well above any camera photo the site shows.
const MAX_INPUT_PIXELS = 60_000_000

/**
 * Decodes and encodes an accepted image again in its own format: what reaches the disk is pixels sharp wrote,
 * never the uploaded bytes (anything appended to the file, a polyglot's second format, is gone), and EXIF
 * metadata such as a phone's GPS position is dropped (sharp keeps none unless asked). The orientation is applied
 * to the pixels first so a portrait photo stays upright.
 */
export async function reencodeImage(bytes: Buffer, type: MediaImageType): Promise<Buffer> {
  const image = sharp(bytes, { animated: type === 'image/gif' || type === 'image/webp', limitInputPixels: MAX_INPUT_PIXELS }).rotate()
  switch (type) {
    case 'image/jpeg':
      return image.jpeg({ quality: 90, mozjpeg: true }).toBuffer()
    case 'image/png':
      return image.png().toBuffer()
    case 'image/webp':
      return image.webp({ quality: 90 }).toBuffer()
    case 'image/avif':
      return image.avif({ quality: 70 }).toBuffer()
    case 'image/gif':
      return image.gif().toBuffer()
  }
}

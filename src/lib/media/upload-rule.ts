import { fileTypeFromBuffer } from 'file-type'

/** Image types the media library keeps: raster formats sharp re-encodes. SVG is refused (it can carry script). */
export const MEDIA_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const
export type MediaImageType = (typeof MEDIA_IMAGE_TYPES)[number]

const DEFAULT_MAX_MB = 15

/** The upload size cap in bytes: MEDIA_MAX_MB (default 15). */
export function mediaMaxBytes(value: string | undefined = process.env.MEDIA_MAX_MB): number {
  const megabytes = Number(value)
  return (Number.isFinite(megabytes) && megabytes > 0 ? megabytes : DEFAULT_MAX_MB) * 1024 * 1024
}

export const MEDIA_MESSAGES = {
  empty: 'The upload is empty: choose an image file.',
  tooLarge: (maxBytes: number) => `The image is larger than ${Math.round(maxBytes / 1024 / 1024)} MB: make it smaller and try again.`,
  notImage:
    'Only JPEG, PNG, WebP, AVIF or GIF images can be uploaded. SVG, HTML, scripts and other files are refused, whatever their name.',
} as const

export type MediaCheck = { ok: true; type: MediaImageType; ext: string } | { ok: false; message: string }

/**
 * Decides an upload by its bytes, never by its name or the type the browser declared: a page renamed .png or an
 * SVG is not an image the site serves. Sizes above the cap are refused before anything is decoded.
 */
export async function checkMediaUpload(bytes: Uint8Array | null | undefined, maxBytes = mediaMaxBytes()): Promise<MediaCheck> {
  if (!bytes || bytes.length === 0) return { ok: false, message: MEDIA_MESSAGES.empty }
  if (bytes.length > maxBytes) return { ok: false, message: MEDIA_MESSAGES.tooLarge(maxBytes) }
  const detected = await fileTypeFromBuffer(bytes)
  const type = MEDIA_IMAGE_TYPES.find((allowed) => allowed === detected?.mime)
  if (!type || !detected) return { ok: false, message: MEDIA_MESSAGES.notImage }
  return { ok: true, type, ext: detected.ext }
}

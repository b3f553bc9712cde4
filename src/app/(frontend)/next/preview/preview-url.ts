import type { PayloadRequest } from 'payload'

/**
 * The live-preview address of a site path for the admin's iframe: the preview route on the origin the admin is
 * served from (Payload posts the document to that origin, so it must be absolute).
 */
export function livePreviewUrl(req: Pick<PayloadRequest, 'url' | 'headers'>, path: string): string {
  const configured = process.env.NEXT_PUBLIC_SERVER_URL
  const host = req.headers.get('host')
  const origin = configured?.replace(/\/+$/, '') || (req.url ? new URL(req.url).origin : host ? `http://${host}` : '')
  return `${origin}/next/preview?path=${encodeURIComponent(path)}`
}

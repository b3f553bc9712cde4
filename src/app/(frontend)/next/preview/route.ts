import { draftMode } from 'next/headers'

import { hasRole } from '@/access/roles'
import { getPayloadClient } from '@/lib/data/payload'

import { previewPath } from './preview-path'

/**
 * GET /next/preview?path=/ — the admin's live preview opens this. Only a signed-in staff member (a Payload user,
 * checked from the request's own session cookie) gets Next's draft mode, which makes the page render from the
 * database on every request for them; visitors keep the cached pages and get a 401. No secret in the URL, so a
 * shared preview link gives nothing away.
 */
export async function GET(request: Request): Promise<Response> {
  const path = previewPath(new URL(request.url).searchParams.get('path'))
  if (!path) return new Response('Invalid preview path', { status: 400 })
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user || user.collection !== 'users' || !hasRole(user, 'manager', 'marketing', 'sales')) {
    return new Response('Sign in to the admin to preview', { status: 401 })
  }
  ;(await draftMode()).enable()
  return new Response(null, { status: 307, headers: { Location: path, 'Cache-Control': 'no-store' } })
}

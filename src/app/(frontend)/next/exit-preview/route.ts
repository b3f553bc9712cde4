import { draftMode } from 'next/headers'

/** GET /next/exit-preview — leaves draft mode and goes back to the home page (served from cache again). */
export async function GET(): Promise<Response> {
  ;(await draftMode()).disable()
  return new Response(null, { status: 307, headers: { Location: '/', 'Cache-Control': 'no-store' } })
}

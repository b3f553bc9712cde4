import { NextResponse, type NextRequest } from 'next/server'

import { getBodyStyles } from '@/lib/data/body-styles'
import { localePath } from '@/lib/i18n/locales'
import { bodyStyleKeywordPath } from '@/lib/inventory/body-style-keyword'

/**
 * GET /car-research/body-styles/search?q=pickup: the body-style keyword box. A temporary (307) redirect to the
 * listing of the body style the words name among the active ones, else to the whole used-car listing; the
 * answer depends on the words, so it is never cached.
 */
export async function GET(request: NextRequest): Promise<NextResponse> {
  const keyword = request.nextUrl.searchParams.get('q') ?? ''
  const bodyStyles = await getBodyStyles()
  const path = bodyStyleKeywordPath(keyword, bodyStyles)
  // The Spanish guide's box sends lang=es: its shopper lands on the Spanish listing.
  const location = request.nextUrl.searchParams.get('lang') === 'es' ? localePath(path, 'es') : path
  // A relative Location: the Host header is the client's to choose, so it must not pick the redirect's origin.
  return new NextResponse(null, { status: 307, headers: { Location: location, 'Cache-Control': 'no-store' } })
}

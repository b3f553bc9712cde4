import { NextResponse, type NextRequest } from 'next/server'

import { getSearchSuggestionData } from '@/lib/data/inventory'
import { localePath } from '@/lib/i18n/locales'
import { freeTextHref } from '@/lib/inventory/free-text'
import { vocabularyOf } from '@/lib/inventory/search-suggestions'

/**
 * GET /search?q=blue+awd+suv+under+25k: the free-text search box without JavaScript. A temporary (307) redirect to
 * the canonical listing of the words (src/lib/inventory/free-text); empty or unreadable words lead to the whole
 * listing. The answer depends on the words and on the stock, so it is never cached.
 */
export async function GET(request: NextRequest): Promise<NextResponse> {
  const words = request.nextUrl.searchParams.get('q') ?? ''
  const href = freeTextHref(words, vocabularyOf(await getSearchSuggestionData()))
  // The Spanish search box sends lang=es: its shopper lands on the Spanish listing.
  const location = request.nextUrl.searchParams.get('lang') === 'es' ? localePath(href, 'es') : href
  // A relative Location: the Host header is the client's to choose, so it must not pick the redirect's origin.
  return new NextResponse(null, { status: 307, headers: { Location: location, 'Cache-Control': 'no-store' } })
}

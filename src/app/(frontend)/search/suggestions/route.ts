import { NextResponse } from 'next/server'

import { getSearchSuggestionData } from '@/lib/data/inventory'

/**
 * GET /search/suggestions: what the search box suggests from (makes, models and body styles in stock with their
 * counts, and the grammar context), fetched once per page by the box and filtered in the browser as the shopper
 * types. Read from the cached facet index, never per keystroke; browsers may keep it for five minutes.
 */
export async function GET(): Promise<NextResponse> {
  return NextResponse.json(await getSearchSuggestionData(), {
    headers: { 'Cache-Control': 'public, max-age=300, stale-while-revalidate=600' },
  })
}

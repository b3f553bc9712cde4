import type { SuggestionData } from '@/lib/inventory/search-suggestions'

let pending: Promise<SuggestionData> | null = null

/** The search boxes' suggestion data, fetched once per page (both boxes share it); a failed fetch may be retried. */
export function loadSuggestionData(): Promise<SuggestionData> {
  pending ??= fetch('/search/suggestions', { headers: { Accept: 'application/json' } }).then((response) => {
    if (!response.ok) throw new Error(`suggestions answered ${response.status}`)
    return response.json() as Promise<SuggestionData>
  })
  pending.catch(() => {
    pending = null
  })
  return pending
}

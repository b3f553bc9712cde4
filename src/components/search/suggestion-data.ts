import type { Suggestion } from '@/lib/inventory/search-suggestions'

/** Suggestions for what is typed so far. */
export type Suggester = (text: string) => Suggestion[]

let pending: Promise<Suggester> | null = null

/**
 * The search boxes' suggester, loaded once per page (both boxes share it) on the first focus: the suggestion data
 * from the server and the parser that ranks it. The parser (the whole filter grammar, payment maths and zod) is
 * fetched here rather than bundled with the box, because the box is on every page and most visitors never type in
 * it. A failed load may be retried.
 */
export function loadSuggester(): Promise<Suggester> {
  pending ??= Promise.all([
    fetch('/search/suggestions', { headers: { Accept: 'application/json' } }).then((response) => {
      if (!response.ok) throw new Error(`suggestions answered ${response.status}`)
      return response.json()
    }),
    import('@/lib/inventory/search-suggestions'),
  ]).then(([data, { suggest }]) => (text: string) => suggest(text, data))
  pending.catch(() => {
    pending = null
  })
  return pending
}

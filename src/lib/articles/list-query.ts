/**
 * The parameters of the car-research pages, read with zod. Pure. A malformed page or topic is not guessed at:
 * the list answers it with a 404, like a page past the last one. Pages and topics are path segments, not a query
 * string, so each list page is its own cached page and a page past the last can answer a real 404.
 */
import { z } from 'zod'

import { MAX_QUERY_LENGTH } from './search'

type RawParams = Record<string, string | string[] | undefined>

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value)

const listSchema = z.object({
  category: z
    .string()
    .regex(/^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/)
    .nullable()
    .default(null),
  // Digits only, no leading zero, and never an explicit 1: '/page/1', '/page/02' or '/page/1.5' name no page
  // (page 1 is the bare list address).
  page: z
    .string()
    .regex(/^(?:[2-9]|[1-9]\d{1,3})$/)
    .transform(Number)
    .default(1),
})

/**
 * The list's topic and page from its path segments (`/car-research/topic/{category}/page/{n}`), or null for
 * values that name no page (the route answers 404).
 */
export function parseArticleListParams(params: { category?: string; page?: string }): {
  category: string | null
  page: number
} | null {
  const parsed = listSchema.safeParse({ category: params.category ?? null, page: params.page })
  return parsed.success ? parsed.data : null
}

/** The search box's text, trimmed and cut to the longest query the ranking reads; '' when absent. */
export function parseArticleSearchQuery(params: RawParams): string {
  return (first(params.q) ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH)
}

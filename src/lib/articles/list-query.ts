/**
 * The query strings of the car-research pages, read with zod. Pure. A malformed page or category is not
 * guessed at: the list answers it with a 404, like a page past the last one.
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
  // Digits only, no leading zero: '?page=02' or '?page=1.5' is not a page of the list.
  page: z
    .string()
    .regex(/^[1-9]\d{0,3}$/)
    .transform(Number)
    .default(1),
})

/** The list's filter and page: `{ category, page }`, or null for values that name no page. */
export function parseArticleListQuery(params: RawParams): { category: string | null; page: number } | null {
  const parsed = listSchema.safeParse({ category: first(params.category) || null, page: first(params.page) || undefined })
  return parsed.success ? parsed.data : null
}

/** The search box's text, trimmed and cut to the longest query the ranking reads; '' when absent. */
export function parseArticleSearchQuery(params: RawParams): string {
  return (first(params.q) ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH)
}

import type { FieldHook } from 'payload'

import type { Article } from '@/payload-types'

/** Stamps the first publication date so editors need not, while keeping any date they chose. */
export const stampPublishedAt: FieldHook<Article, Article['publishedAt']> = ({ value, data }) => {
  if (value) return value
  return data?._status === 'published' ? new Date().toISOString() : value
}

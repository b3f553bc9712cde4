/**
 * Writing a document's Spanish (`es` locale) values, shared by the seed's two Spanish steps (steps/spanish.ts,
 * steps/spanish-content.ts): read the stored Spanish without the English fallback, write only when it differs, so a
 * second run changes nothing.
 */
import { isStored } from '@/lib/compare/is-stored'

import { apiOptions, recordError, tally, type SeedContext } from './context'

/** Reads the Spanish values as stored: without the fallback, an untranslated field reads empty, not English. */
export const SPANISH_AS_STORED = { locale: 'es', fallbackLocale: false } as const

/** The entries whose value is set (an untranslated text is left out, to the English fallback). */
export const defined = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined))

/** The collections with localized fields the seed translates. */
export type LocalizedCollection =
  | 'faqs'
  | 'promotions'
  | 'article-categories'
  | 'special-offers'
  | 'popups'
  | 'articles'
  | 'pages'
  | 'help-center-categories'
  | 'staff'
  | 'job-openings'
  | 'body-styles'
  | 'trade-in-categories'
  | 'trade-in-questions'
  | 'locations'

/** Writes one document's Spanish values when they differ from the stored ones; tallied as `{collection} (es)`. */
export async function writeSpanish(
  ctx: SeedContext,
  collection: LocalizedCollection,
  id: string,
  data: Record<string, unknown>,
): Promise<void> {
  const label = `${collection} (es)`
  try {
    const stored = await ctx.payload.findByID({ ...apiOptions(ctx), collection, id, ...SPANISH_AS_STORED })
    if (isStored(data, stored)) return tally(ctx, label, 'unchanged')
    await ctx.payload.update({ ...apiOptions(ctx), collection, id, locale: 'es', data })
    tally(ctx, label, 'updated')
  } catch (error) {
    throw recordError(collection, id, error)
  }
}

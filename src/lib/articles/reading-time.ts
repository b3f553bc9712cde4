import { t } from '@/lib/i18n'
import { fill } from '@/lib/i18n/fill'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'

/** Average adult silent-reading speed for non-fiction, words a minute. */
export const WORDS_PER_MINUTE = 225

/** Words in a text: runs of letters or digits (apostrophes, hyphens and number separators inside a word keep it one: isn't, F-150, 35,000). */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:['’.,-][\p{L}\p{N}]+)*/gu)?.length ?? 0
}

/** Minutes to read a text: words / 225 rounded up, at least 1 for any text, 0 for none. */
export function readingMinutes(text: string): number {
  return Math.ceil(countWords(text) / WORDS_PER_MINUTE)
}

/** '4 min read' (English) or '4 min de lectura' (Spanish). */
export function readingTimeLabel(minutes: number, locale: Locale = DEFAULT_LOCALE): string {
  return fill(t('content.articles.minutes', locale), { minutes: Math.max(1, minutes) })
}

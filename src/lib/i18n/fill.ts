import { formatMessage, type MessageValues } from './message-format'

/**
 * A text with its `{slot}`s (and ICU plurals) filled: fill('By {author}', { author: 'Ana' }) → 'By Ana'. Unknown
 * slots stay visible. The same formatter as the client texts (./message-format.ts).
 */
export function fill(text: string, values: MessageValues, locale?: string): string {
  return formatMessage(text, values, locale)
}

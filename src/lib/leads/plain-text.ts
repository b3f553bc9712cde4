/**
 * Plain text, the one rule for every text a visitor types into a lead form: well-formed Unicode, no invisible
 * formatting characters, trimmed, no control characters, no HTML tags, bounded length. The zod builder is what
 * every text field of the lead schemas is made from (src/lib/leads/validation.ts), so the React form (through
 * zodResolver) and `POST /api/forms/{form}` clean and refuse the same way. Pure: no database, no DOM.
 *
 * Cleaned silently (the visitor cannot see them, so cannot remove them):
 * - a lone UTF-16 surrogate (half of an emoji a script or a broken paste left behind) becomes U+FFFD, as
 *   String.prototype.toWellFormed does: such a string cannot be UTF-8 encoded, so it would break the cookie, mail
 *   and XML written from the lead after it is stored;
 * - format characters (Unicode category Cf: bidirectional overrides, embeddings and isolates such as U+202E,
 *   zero-width spaces, word joiners, byte-order marks, soft hyphens, tag characters) are removed: they hide or
 *   reorder text, so "Ann\u202Eevil" would show staff a name that is not what was stored. The zero-width joiner
 *   and non-joiner stay: emoji sequences and the spelling of Persian and Indic names need them, and they never
 *   reorder text.
 *
 * Refused with a message (a person does not type them; a script does):
 * - control characters (C0, DEL, C1); a multi-line field allows tab, line feed and carriage return, a one-line
 *   field allows no line break at all, the Unicode line and paragraph separators included;
 * - HTML tags and comments (`<b>`, `</script>`, `<img …>`, `<!--`); a lone `<` as in "<3" passes.
 */
import { z } from 'zod'

import { toWellFormed } from '@/lib/http/well-formed-text'

/** The messages of the rule (the Spanish catalogue translates them by their English text). */
export const PLAIN_TEXT_MESSAGES = {
  controlCharacters: 'Remove the special characters from this field',
  markup: 'Remove the HTML tags from this field',
} as const

/** The message of a text longer than `max` characters. */
export const tooLongMessage = (max: number) => `Use at most ${max} characters`

const INVISIBLE_FORMAT = /(?![\u200C\u200D])\p{Cf}/gu
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/
const CONTROL_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/
const MARKUP = /<\s*[/!]?\s*[a-z][^>]*>|<!--/i

/** A string made well-formed with its invisible format characters removed; not trimmed. */
export function cleanPlainText(value: string): string {
  return toWellFormed(value).replace(INVISIBLE_FORMAT, '')
}

/** True when the (cleaned) text holds a control character a field of that kind refuses. */
export function hasControlCharacters(value: string, multiline = false): boolean {
  return (multiline ? CONTROL_EXCEPT_LINE_BREAKS : CONTROL).test(value)
}

/** True when the text holds an HTML tag or comment. */
export function hasMarkup(value: string): boolean {
  return MARKUP.test(value)
}

export interface PlainTextOptions {
  /** The message for a value that is not a string (a required field passes its "required" message). */
  message: string
  /** Most characters after cleaning and trimming. */
  max: number
  /** Allows tab and line breaks (a message, comments, a free-text answer). */
  multiline?: boolean
}

/**
 * A zod string schema of plain text: cleaned, trimmed, then refused for control characters, markup and length,
 * in that order of precedence (zod runs every check; the form shows the first message). An empty string passes:
 * requiredness is the caller's rule.
 */
export function plainText({ message, max, multiline = false }: PlainTextOptions) {
  return z
    .string({ error: message })
    .overwrite(cleanPlainText)
    .trim()
    .refine((value) => !hasControlCharacters(value, multiline), PLAIN_TEXT_MESSAGES.controlCharacters)
    .refine((value) => !hasMarkup(value), PLAIN_TEXT_MESSAGES.markup)
    .refine((value) => value.length <= max, tooLongMessage(max))
}

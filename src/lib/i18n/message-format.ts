/**
 * The catalogues' message syntax: ICU MessageFormat's `{name}`, `{n, plural, =0 {…} one {# …} other {# …}}` and
 * `{name, select, a {…} other {…}}`, on the browser's Intl.PluralRules. The subset the catalogues use, in a few
 * hundred bytes instead of intl-messageformat's 8–12 KB (gzip) on every page that shows a form;
 * tests/int/i18n-catalogue.int.spec.ts formats every message with intl-messageformat as well and expects the same
 * text, so a message outside the subset fails there. No apostrophe quoting: the catalogues write no literal braces.
 * Pure and import-free: the browser bundles it.
 */

/** Values put into a message's `{name}`s. */
export type MessageValues = Readonly<Record<string, string | number>>

type Part =
  | string
  | { arg: string }
  | { pound: true }
  | { arg: string; kind: 'plural' | 'select'; options: Record<string, Part[]> }

const parsed = new Map<string, Part[]>()

/** The parts of a message, parsed once. */
function partsOf(message: string): Part[] {
  let parts = parsed.get(message)
  if (!parts) {
    parts = parseParts(message, { at: 0 }, false)
    parsed.set(message, parts)
  }
  return parts
}

function parseParts(text: string, cursor: { at: number }, inPlural: boolean): Part[] {
  const parts: Part[] = []
  let literal = ''
  const flush = () => {
    if (literal) parts.push(literal)
    literal = ''
  }
  while (cursor.at < text.length) {
    const char = text[cursor.at]
    if (char === '}') break
    if (char === '#' && inPlural) {
      flush()
      parts.push({ pound: true })
      cursor.at++
    } else if (char === '{') {
      flush()
      parts.push(parseArgument(text, cursor))
    } else {
      literal += char
      cursor.at++
    }
  }
  flush()
  return parts
}

function parseArgument(text: string, cursor: { at: number }): Part {
  const close = text.indexOf('}', cursor.at)
  const head = /^\{\s*(\w+)\s*(?:,\s*(plural|select)\s*,)?/.exec(text.slice(cursor.at))
  if (!head || close < 0) throw new Error(`Malformed message: ${text}`)
  cursor.at += head[0].length
  const arg = head[1]
  const kind = head[2] as 'plural' | 'select' | undefined
  if (!kind) {
    cursor.at = text.indexOf('}', cursor.at) + 1
    return { arg }
  }
  const options: Record<string, Part[]> = {}
  for (;;) {
    const selector = /^\s*(=?\w+)\s*\{/.exec(text.slice(cursor.at))
    if (!selector) break
    cursor.at += selector[0].length
    options[selector[1]] = parseParts(text, cursor, kind === 'plural')
    cursor.at++ // the option's closing brace
  }
  const end = /^\s*\}/.exec(text.slice(cursor.at))
  if (!end || !options.other) throw new Error(`Malformed ${kind} (it needs an "other" option): ${text}`)
  cursor.at += end[0].length
  return { arg, kind, options }
}

const pluralRules = new Map<string, Intl.PluralRules>()
const rulesOf = (locale: string) => {
  let rules = pluralRules.get(locale)
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)))
  return rules
}

function pluralOption(options: Record<string, Part[]>, value: number, locale: string): Part[] {
  return options[`=${value}`] ?? options[rulesOf(locale).select(value)] ?? options.other
}

function render(parts: readonly Part[], values: MessageValues, locale: string, count?: number): string {
  let out = ''
  for (const part of parts) {
    if (typeof part === 'string') out += part
    else if ('pound' in part) out += String(count)
    else if (!('kind' in part)) out += part.arg in values ? String(values[part.arg]) : `{${part.arg}}`
    else if (part.kind === 'plural') {
      const value = Number(values[part.arg])
      out += render(pluralOption(part.options, value, locale), values, locale, value)
    } else {
      const option = part.options[String(values[part.arg])] ?? part.options.other
      out += render(option, values, locale, count)
    }
  }
  return out
}

/** A message with its values filled in for a language; an unknown `{name}` stays visible rather than blank. */
export function formatMessage(message: string, values: MessageValues = {}, locale = 'en'): string {
  if (!message.includes('{')) return message
  return render(partsOf(message), values, locale)
}

/** Whether a message takes values (then only formatMessage gives its text). */
export const takesValues = (message: string): boolean => message.includes('{')

type Found = { rest: string; values: Record<string, string | number> }

/** Every way `parts` can read the start of `text`, with the values that give it (backtracking, shortest first). */
function* readings(parts: readonly Part[], text: string, values: Found['values']): Generator<Found> {
  if (parts.length === 0) {
    yield { rest: text, values }
    return
  }
  const [part, ...later] = parts
  if (typeof part === 'string') {
    if (text.startsWith(part)) yield* readings(later, text.slice(part.length), values)
  } else if ('pound' in part) {
    const digits = /^\d+/.exec(text)?.[0]
    const seen = values['#']
    if (digits !== undefined && (seen === undefined || String(seen) === digits))
      yield* readings(later, text.slice(digits.length), { ...values, '#': digits })
  } else if (!('kind' in part)) {
    for (let end = 1; end <= text.length; end++)
      yield* readings(later, text.slice(end), { ...values, [part.arg]: text.slice(0, end) })
  } else {
    for (const [selector, option] of Object.entries(part.options)) {
      for (const { rest, values: read } of readings(option, text, values)) {
        const { '#': pound, ...kept } = read
        // A plural option without `#` names no number: `one` stands for 1 and `other` for 2 (English's two forms).
        const value =
          part.kind === 'select'
            ? selector
            : selector.startsWith('=')
              ? Number(selector.slice(1))
              : pound !== undefined
                ? Number(pound)
                : selector === 'one'
                  ? 1
                  : 2
        yield* readings(later, rest, { ...kept, [part.arg]: value })
      }
    }
  }
}

/**
 * The values that make `message` read exactly `text` (English arriving as text: a schema's or an endpoint's
 * message), or undefined when it is not that message. `#` reads digits.
 */
export function valuesOf(message: string, text: string): Record<string, string | number> | undefined {
  if (!takesValues(message)) return message === text ? {} : undefined
  for (const found of readings(partsOf(message), text, {})) if (found.rest === '') return found.values
  return undefined
}

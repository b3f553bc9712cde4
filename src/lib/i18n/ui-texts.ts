/**
 * Reading the client texts (`ui` of the catalogues, ./en-ui.ts and ./es-ui.ts) by key, and finding the key of an
 * English text that arrives as text: a shared zod schema's message, an endpoint's refusal, a label of a pure
 * module's table. Pure; the browser bundles it with the English texts only.
 */
import { enUi } from './en-ui'
import type { MessagesShape } from './es'
import type { LeafKeys } from './index'
import { formatMessage, type MessageValues, takesValues, valuesOf } from './message-format'

/** The client texts of one language, key for key those of English. */
export type UiTexts = MessagesShape<typeof enUi>

/** A client text's key, e.g. 'forms.toasts.messageSent'; a typo is a compile error. */
export type UiKey = LeafKeys<typeof enUi>

const read = new WeakMap<object, Map<string, string>>()

/** The message (unformatted) of a key in a language's texts. */
export function uiMessage(texts: UiTexts, key: UiKey): string {
  let cache = read.get(texts)
  if (!cache) read.set(texts, (cache = new Map()))
  const known = cache.get(key)
  if (known !== undefined) return known
  let node: unknown = texts
  for (const part of key.split('.')) node = typeof node === 'object' && node !== null ? Reflect.get(node, part) : undefined
  // The key type guarantees a string leaf; falling back to the key keeps a broken build visible, not blank.
  const message = typeof node === 'string' ? node : key
  cache.set(key, message)
  return message
}

/** Every [key, English message] of the client texts. */
export function uiEntries(texts: object = enUi, prefix = ''): Array<[UiKey, string]> {
  return Object.entries(texts).flatMap(([name, value]): Array<[UiKey, string]> =>
    typeof value === 'string' ? [[`${prefix}${name}` as UiKey, value]] : uiEntries(value, `${prefix}${name}.`),
  )
}

let index: { plain: Map<string, UiKey>; withValues: Array<[UiKey, string]> } | undefined

/**
 * The key and values of an English client text (the first key when two name the same words), or undefined when
 * the catalogue has no such text.
 */
export function keyOfText(english: string): { key: UiKey; values: MessageValues } | undefined {
  if (!index) {
    const plain = new Map<string, UiKey>()
    const withValues: Array<[UiKey, string]> = []
    for (const [key, message] of uiEntries()) {
      if (takesValues(message)) withValues.push([key, message])
      else if (!plain.has(message)) plain.set(message, key)
    }
    index = { plain, withValues }
  }
  const key = index.plain.get(english)
  if (key) return { key, values: {} }
  for (const [candidate, message] of index.withValues) {
    const values = valuesOf(message, english)
    if (values) return { key: candidate, values }
  }
  return undefined
}

/** A client text in a language's texts, its values filled in. */
export function uiText(texts: UiTexts, key: UiKey, values: MessageValues | undefined, locale: string): string {
  return formatMessage(uiMessage(texts, key), values, locale)
}

/**
 * An English text that arrives as text, in a language's texts: its key's message there with the values the English
 * gave, or the text itself when the catalogue has no such text (English rather than blank).
 */
export function translatedText(english: string, texts: UiTexts, locale: string): string {
  const found = keyOfText(english)
  return found ? uiText(texts, found.key, found.values, locale) : english
}

/** `tr('forms.common.sendMessage')`: a client text by key; `tr.text(message)`: one that arrives as English text. */
export type Translate = ((key: UiKey, values?: MessageValues) => string) & {
  text: (english: string, values?: MessageValues) => string
}

/**
 * A page's translator: English by key, or `texts` (another language's client texts) by key; `override` gives an
 * experiment variant's text for an English text, which wins. useTranslate() makes the page's one.
 */
export function translator(
  locale: string,
  texts: UiTexts | null,
  override: (english: string) => string | undefined = () => undefined,
): Translate {
  const message = (key: UiKey) => {
    const english = uiMessage(enUi, key)
    return override(english) ?? (texts ? uiMessage(texts, key) : english)
  }
  const tr = (key: UiKey, values?: MessageValues) => formatMessage(message(key), values, locale)
  const text = (english: string, values?: MessageValues) => {
    const overridden = override(english)
    const found = overridden === undefined && texts ? keyOfText(english) : undefined
    const shown = found && texts ? uiText(texts, found.key, found.values, locale) : (overridden ?? english)
    return values ? formatMessage(shown, values, locale) : shown
  }
  return Object.assign(tr, { text })
}

/**
 * A popup's content.style as the dialog applies it. The HTML sanitiser drops style attributes
 * from staff markup, so this field must not reopen that door: only sizing, spacing and alignment properties pass,
 * and no value may load anything (url(), image-set(), expression()). Pure.
 */

const ALLOWED = new Set([
  'maxWidth',
  'minWidth',
  'width',
  'maxHeight',
  'minHeight',
  'padding',
  'paddingTop',
  'paddingBottom',
  'paddingLeft',
  'paddingRight',
  'textAlign',
  'gap',
])

const LOADS = /url\s*\(|image-set|expression\s*\(|@import|[<>{};\\]/i

/** The allowed inline style, or undefined when nothing passes. */
export function popupStyle(style: unknown): Record<string, string | number> | undefined {
  if (typeof style !== 'object' || style === null || Array.isArray(style)) return undefined
  const entries = Object.entries(style).filter(
    (entry): entry is [string, string | number] =>
      ALLOWED.has(entry[0]) &&
      ((typeof entry[1] === 'number' && Number.isFinite(entry[1])) ||
        (typeof entry[1] === 'string' && entry[1].length <= 40 && !LOADS.test(entry[1]))),
  )
  return entries.length > 0 ? Object.fromEntries(entries) : undefined
}

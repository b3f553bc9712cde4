/** A text with its `{slot}`s filled: fill('By {author}', { author: 'Ana' }) → 'By Ana'. Unknown slots stay visible. */
export function fill(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot))
}

/**
 * The plain text of a Lexical richText value, for search and reading time. Pure: walks the stored JSON, so it
 * needs neither the editor nor a DOM. Block-level nodes are separated by a newline so words never run together.
 */

type LexicalLike = { root?: { children?: unknown } } | null | undefined

const BLOCK_TYPES = new Set(['paragraph', 'heading', 'listitem', 'quote', 'list', 'tablecell', 'tablerow', 'table'])

function collect(node: unknown, out: string[]): void {
  if (!node || typeof node !== 'object') return
  const record = node as { type?: unknown; text?: unknown; children?: unknown }
  if (typeof record.text === 'string') out.push(record.text)
  if (record.type === 'linebreak') out.push('\n')
  if (Array.isArray(record.children)) for (const child of record.children) collect(child, out)
  if (typeof record.type === 'string' && BLOCK_TYPES.has(record.type)) out.push('\n')
}

/** Every text node of the document in reading order, blocks on their own lines, trimmed; '' for none. */
export function lexicalToPlainText(data: LexicalLike): string {
  const children = data?.root?.children
  if (!Array.isArray(children)) return ''
  const out: string[] = []
  for (const child of children) collect(child, out)
  return out
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n')
}

type LexicalNode = { type: string; version: number; [k: string]: unknown }

/** The Lexical document shape Payload stores for a richText field. */
export type LexicalDocument = {
  root: {
    type: string
    children: LexicalNode[]
    direction: 'ltr' | 'rtl' | null
    format: 'left' | 'start' | 'center' | 'right' | 'end' | 'justify' | ''
    indent: number
    version: number
  }
  [k: string]: unknown
}

const text = (value: string): LexicalNode => ({ type: 'text', text: value, format: 0, style: '', mode: 'normal', detail: 0, version: 1 })

const element = (type: string, children: LexicalNode[], extra: Record<string, unknown> = {}): LexicalNode => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})

/** Builds a valid Lexical root from blocks separated by blank lines ('## ' heading, '- ' bullet list, paragraph). */
export function lexicalFromText(markup: string): LexicalDocument {
  const children = markup
    .trim()
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .map((block) => {
      if (block.startsWith('## ')) return element('heading', [text(block.slice(3))], { tag: 'h2' })
      if (block.startsWith('- ')) {
        const items = block.split('\n').map((line, index) =>
          element('listitem', [text(line.replace(/^- /, ''))], { value: index + 1 }),
        )
        return element('list', items, { listType: 'bullet', start: 1, tag: 'ul' })
      }
      return element('paragraph', [text(block.replace(/\s*\n\s*/g, ' '))], { textFormat: 0, textStyle: '' })
    })
  return { root: { type: 'root', children, direction: 'ltr', format: '', indent: 0, version: 1 } }
}

import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import {
  convertLexicalNodesToJSX,
  defaultJSXConverters,
  LinkJSXConverter,
  type JSXConverters,
} from '@payloadcms/richtext-lexical/react'

import type { Page } from '@/payload-types'

import { internalDocHref } from './internal-link'

/** A richText field's stored value as the generated types describe it (the same shape for every such field). */
export type RichTextData = NonNullable<Page['body']>

type RichTextProps = {
  data: RichTextData | null | undefined
  /** Extra classes for the wrapper, e.g. a max width. */
  className?: string
}

/** The library's React converters, with internal links resolved to our own routes. */
const converters: JSXConverters = {
  ...defaultJSXConverters,
  ...LinkJSXConverter({ internalDocToHref: ({ linkNode }) => internalDocHref(linkNode.fields.doc) }),
}

// Typography for the converters' plain semantic elements, set on the wrapper so editors' markup stays clean.
const PROSE = [
  'max-w-3xl text-base leading-7 text-ink-700',
  '[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-ink-900',
  '[&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-ink-900',
  '[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:font-semibold [&_h4]:text-ink-900',
  '[&_p]:my-4 [&_strong]:font-semibold [&_strong]:text-ink-900',
  '[&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-900',
  '[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-line [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_hr]:my-8 [&_hr]:border-line [&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
  '[&_table]:my-6 [&_table]:w-full [&_td]:border [&_td]:border-line [&_td]:p-2 [&_th]:border [&_th]:border-line [&_th]:p-2',
  '[&>:first-child]:mt-0',
].join(' ')

/**
 * A Lexical richText value rendered to semantic HTML on the server with Payload's React (JSX) converters — no
 * client JavaScript, no HTML strings. Shared by the CMS pages and the articles: `<RichText data={doc.body} />`.
 */
export function RichText({ data, className }: RichTextProps) {
  if (!data?.root?.children?.length) return null
  // The generated type is looser than Lexical's own; the stored value is Lexical's serialized editor state.
  const state = data as unknown as SerializedEditorState
  const nodes = convertLexicalNodesToJSX({ converters, nodes: state.root.children, parent: state.root })
  return <div className={className ? `${PROSE} ${className}` : PROSE}>{nodes}</div>
}

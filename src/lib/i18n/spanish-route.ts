import type { Metadata, ResolvingMetadata } from 'next'

import { localizeMetadata } from './alternates'
import { codedPageMeta, type CodedPage } from './es-page-meta'

type MetadataFn<P> = (props: P, parent: ResolvingMetadata) => Promise<Metadata> | Metadata

/**
 * A Spanish route's metadata from its English route's: the same title and robots, the canonical link naming the
 * `/es` URL and the hreflang alternates. The route components are shared, so both languages stay one page.
 */
export function spanishMetadata<P>(english: MetadataFn<P>): (props: P, parent: ResolvingMetadata) => Promise<Metadata> {
  return async (props, parent) => localizeMetadata(await english(props, parent), 'es')
}

/**
 * spanishMetadata for a page whose English title and description are written in code (./es-page-meta): the same
 * metadata with the Spanish title and description, named with the dealership `dealer()` reads.
 */
export function spanishCodedMetadata<P>(
  english: MetadataFn<P>,
  page: CodedPage,
  dealer: () => Promise<string | null>,
): (props: P, parent: ResolvingMetadata) => Promise<Metadata> {
  return async (props, parent) => localizeMetadata(codedPageMeta(await english(props, parent), page, await dealer(), 'es'), 'es')
}

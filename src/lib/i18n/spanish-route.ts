import type { Metadata, ResolvingMetadata } from 'next'

import { localizeMetadata } from './alternates'

type MetadataFn<P> = (props: P, parent: ResolvingMetadata) => Promise<Metadata> | Metadata

/**
 * A Spanish route's metadata from its English route's: the same title and robots, the canonical link naming the
 * `/es` URL and the hreflang alternates. The route components are shared, so both languages stay one page.
 */
export function spanishMetadata<P>(english: MetadataFn<P>): (props: P, parent: ResolvingMetadata) => Promise<Metadata> {
  return async (props, parent) => localizeMetadata(await english(props, parent), 'es')
}

import { notFound } from 'next/navigation'

import { NotFoundMessage } from '@/components/status/not-found-message'
import { NOT_FOUND_PATH } from '@/lib/i18n/spanish-routes'

import { metadata as notFoundMetadata } from '../not-found'

export const instant = false

/** The Spanish 404's title and noindex. */
export const metadata = notFoundMetadata

/**
 * Only a probe is built, distinct from the not-found path: prerendered, a 404 render is stored as a script-only
 * document; unprobed, the route sends its shell before the page runs. The not-found path renders whole on its
 * first request and is then kept (ISR), one page for every Spanish 404.
 */
export function generateStaticParams(): { missing: string[] }[] {
  return [{ missing: ['__build-probe'] }]
}

/**
 * The Spanish 404 page on a full page load. Any `/es/...` address no Spanish route answers ends here:
 * src/proxy.ts rewrites all of them, and its own 404s (switched-off pages, unknown vehicles), to the not-found
 * path with status 404. Rendered as an ordinary page, not by notFound(): Next 16 answers notFound() on a full load
 * with a script-only document that draws the 404 in the browser, and left unmatched an address gets Next's single
 * global 404 document, which is English. Any other path here means the proxy did not see it (its route list,
 * src/lib/i18n/spanish-routes.ts, is stale): still a 404.
 */
export default async function SpanishNotFoundPage({ params }: { params: Promise<{ missing: string[] }> }) {
  const { missing } = await params
  if (`/${missing.join('/')}` !== NOT_FOUND_PATH) notFound()
  return <NotFoundMessage locale="es" />
}

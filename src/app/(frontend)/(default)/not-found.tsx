import type { Metadata } from 'next'

import { NOT_FOUND_TITLE, NotFoundMessage } from '@/components/status/not-found-message'

export const metadata: Metadata = {
  title: { absolute: NOT_FOUND_TITLE },
  robots: { index: false, follow: true },
}

/**
 * The 404 page when a page of the default layout calls notFound() on a client-side navigation; the group's
 * layout draws the header and footer around it. Full page loads and unmatched URLs get
 * src/app/global-not-found.tsx instead (two root layouts leave Next no single root not-found). It lives in the
 * group, not above it, because Next sends a segment's not-found element with every page of that segment: with
 * the site chrome inside it, every search page carried a second header and footer (~16 KB).
 */
export default function NotFound() {
  return <NotFoundMessage />
}

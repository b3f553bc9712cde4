import type { Metadata } from 'next'

import { DefaultLayout } from '@/components/layout/default-layout'
import { NOT_FOUND_TITLE, NotFoundMessage } from '@/components/status/not-found-message'

export const metadata: Metadata = {
  title: { absolute: NOT_FOUND_TITLE },
  robots: { index: false, follow: true },
}

/**
 * The 404 page when notFound() is caught on a client-side navigation. Full page loads and unmatched URLs get
 * src/app/global-not-found.tsx instead (two root layouts leave Next no single root not-found).
 */
export default function NotFound() {
  return (
    <DefaultLayout>
      <NotFoundMessage />
    </DefaultLayout>
  )
}

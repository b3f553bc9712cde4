import type { Metadata } from 'next'

import { DefaultLayout } from '@/components/layout/default-layout'
import { NOT_FOUND_TITLE, NotFoundMessage } from '@/components/status/not-found-message'

import './(frontend)/globals.css'

// Next adds the noindex robots tag itself for a 404.
export const metadata: Metadata = { title: NOT_FOUND_TITLE }

/**
 * SPEC 404 page for unmatched URLs and for notFound() on a full page load, served with status 404. The app has
 * two root layouts (public site, Payload admin), so Next needs this whole document rather than a root
 * not-found.tsx; it renders the public site's default layout.
 */
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body>
        <DefaultLayout>
          <NotFoundMessage />
        </DefaultLayout>
      </body>
    </html>
  )
}

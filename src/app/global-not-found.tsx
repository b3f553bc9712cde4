import type { Metadata } from 'next'

import { DefaultLayout } from '@/components/layout/default-layout'
import { IntentNavigation } from '@/components/links/intent-navigation.client'
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
        {/* The header's and footer's site links (SiteLink) prefetch on intent and navigate in place, as in SiteBody. */}
        <IntentNavigation />
      </body>
    </html>
  )
}

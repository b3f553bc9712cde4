import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { SiteBody } from '@/components/layout/site-body'
import { siteUrl } from '@/lib/config/site-url'
import { siteMetadata } from '@/lib/seo/site-metadata'

import './globals.css'

/** Site-wide title, description, robots, icons, manifest and (with a configured origin) share image. */
export const metadata: Metadata = siteMetadata(siteUrl())

export const viewport: Viewport = { themeColor: '#1e3a8a' }

/**
 * Root layout of the English public site (the admin has its own under (payload), Spanish pages under (es)); the
 * body (toasts, cookie banner, tracking, popups) is shared with the Spanish layout.
 */
export default function FrontendRootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <SiteBody locale="en">{children}</SiteBody>
    </html>
  )
}

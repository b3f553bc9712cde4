import type { Metadata, Viewport } from 'next'
import { type ReactNode, Suspense } from 'react'

import { AppUpdates } from '@/components/app-updates/app-updates.client'
import { ConsentSlot } from '@/components/consent/consent-slot'
import { ExperimentBoot } from '@/components/experiments/experiment-boot.client'
import { PopupSlot } from '@/components/popups/popup-slot'
import { ToastProvider } from '@/components/toast/toast-provider.client'
import { TrackingSlot } from '@/components/tracking/tracking-slot'
import { siteUrl } from '@/lib/config/site-url'
import { siteMetadata } from '@/lib/seo/site-metadata'

import './globals.css'

/** Site-wide title, description, robots, icons, manifest and (with a configured origin) share image. */
export const metadata: Metadata = siteMetadata(siteUrl())

export const viewport: Viewport = { themeColor: '#1e3a8a' }

/**
 * Root layout of the public site (the admin has its own under (payload)); toasts, the cookie banner and the
 * consent-gated tracking work on every page. The banner's and tracker's settings stream in after the static shell.
 */
export default function FrontendRootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <ToastProvider>
          {children}
          <Suspense fallback={null}>
            <ConsentSlot />
          </Suspense>
          <Suspense fallback={null}>
            <TrackingSlot />
          </Suspense>
          {/* The CMS popups of every page: one cached list, evaluated in the browser. */}
          <Suspense fallback={null}>
            <PopupSlot />
          </Suspense>
          <AppUpdates />
          <ExperimentBoot />
        </ToastProvider>
      </body>
    </html>
  )
}

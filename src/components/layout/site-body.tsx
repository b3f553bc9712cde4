import { type ReactNode, Suspense } from 'react'

import { AppUpdates } from '@/components/app-updates/app-updates.client'
import { ConsentSlot } from '@/components/consent/consent-slot'
import { ExperimentBoot } from '@/components/experiments/experiment-boot.client'
import { LocaleProvider } from '@/components/i18n/locale-context.client'
import { PopupSlot } from '@/components/popups/popup-slot'
import { ToastProvider } from '@/components/toast/toast-provider.client'
import { TrackingSlot } from '@/components/tracking/tracking-slot'
import type { Locale } from '@/lib/i18n/locales'

/**
 * The `<body>` of both public root layouts (English, Spanish): the page's language for client components, toasts,
 * the cookie banner and the consent-gated tracking on every page. Their settings stream in after the static shell.
 */
export function SiteBody({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <body>
      <LocaleProvider locale={locale}>
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
      </LocaleProvider>
    </body>
  )
}

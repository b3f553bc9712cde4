import { type ComponentType, type ReactNode, Suspense } from 'react'

import { AppUpdates } from '@/components/app-updates/app-updates.client'
import { ConsentSlot } from '@/components/consent/consent-slot'
import { ExperimentBoot } from '@/components/experiments/experiment-boot.client'
import { LocaleProvider } from '@/components/i18n/locale-context.client'
import { IntentNavigation } from '@/components/links/intent-navigation.client'
import { NavigationProgressSlot } from '@/components/navigation/navigation-progress-slot'
import { PopupSlot } from '@/components/popups/popup-slot'
import { ToastProvider } from '@/components/toast/toast-provider.client'
import { TrackingSlot } from '@/components/tracking/tracking-slot'
import type { Locale } from '@/lib/i18n/locales'

function Passthrough({ children }: { children: ReactNode }) {
  return children
}

/**
 * The `<body>` of both public root layouts (English, Spanish): the page's language for client components, toasts,
 * the cookie banner and the consent-gated tracking on every page. Their settings stream in after the static shell.
 * The catalogue provider comes from the layout rather than being imported here, so English pages' scripts never
 * include the Spanish catalogue.
 */
export function SiteBody({
  locale,
  Catalogue = Passthrough,
  children,
}: {
  locale: Locale
  /** The form-text catalogue provider of the language (the Spanish layout passes SpanishCatalogue). */
  Catalogue?: ComponentType<{ children: ReactNode }>
  children: ReactNode
}) {
  return (
    <body>
      <LocaleProvider locale={locale}>
        <Catalogue>
          <ToastProvider>
            {children}
            <Suspense fallback={null}>
              <ConsentSlot locale={locale} />
            </Suspense>
            <Suspense fallback={null}>
              <TrackingSlot />
            </Suspense>
            {/* The CMS popups of every page: one cached list, evaluated in the browser. */}
            <Suspense fallback={null}>
              <PopupSlot locale={locale} />
            </Suspense>
            <AppUpdates />
            {/* Prefetch on intent and in-place navigation for every SiteLink of the page. */}
            <IntentNavigation />
            {/* The page loading bar and the in-place navigation's error message, in the brand colour. */}
            <Suspense fallback={null}>
              <NavigationProgressSlot locale={locale} />
            </Suspense>
            <ExperimentBoot />
          </ToastProvider>
        </Catalogue>
      </LocaleProvider>
    </body>
  )
}

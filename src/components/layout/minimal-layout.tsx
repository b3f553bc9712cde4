import { type ReactNode, Suspense } from 'react'

import { MinimalFooter } from '@/components/footer/minimal-footer'
import { HeaderSkeleton } from '@/components/header/header-skeleton'
import { MinimalHeader } from '@/components/header/minimal-header'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'

import { ShellFrame } from './shell-frame'

/** SPEC's minimal layout for focused steps (trade-in vehicle step, pre-approval when not the default). */
export function MinimalLayout({ children, locale = DEFAULT_LOCALE }: { children: ReactNode; locale?: Locale }) {
  return (
    <ShellFrame
      locale={locale}
      header={
        <Suspense fallback={<HeaderSkeleton />}>
          <MinimalHeader locale={locale} />
        </Suspense>
      }
      footer={
        <Suspense fallback={null}>
          <MinimalFooter locale={locale} />
        </Suspense>
      }
    >
      {children}
    </ShellFrame>
  )
}

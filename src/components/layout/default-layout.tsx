import { type ReactNode, Suspense } from 'react'

import { SiteFooter } from '@/components/footer/site-footer'
import { HeaderSkeleton } from '@/components/header/header-skeleton'
import { SiteHeader } from '@/components/header/site-header'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { HeaderSearch } from '@/components/search/header-search'

import { ShellFrame } from './shell-frame'

/**
 * SPEC's default layout: CMS header and footer around the page. Both read Payload at request time, so they
 * stream in behind Suspense while the static shell (skip link, main) is prerendered at build.
 */
export function DefaultLayout({ children, locale = DEFAULT_LOCALE }: { children: ReactNode; locale?: Locale }) {
  return (
    <ShellFrame
      locale={locale}
      header={
        <>
          <Suspense fallback={<HeaderSkeleton toolbar />}>
            <SiteHeader locale={locale} />
          </Suspense>
          <HeaderSearch />
        </>
      }
      footer={
        <Suspense fallback={null}>
          <SiteFooter locale={locale} />
        </Suspense>
      }
    >
      {children}
    </ShellFrame>
  )
}

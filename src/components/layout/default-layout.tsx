import { type ReactNode, Suspense } from 'react'

import { SiteFooter } from '@/components/footer/site-footer'
import { HeaderSkeleton } from '@/components/header/header-skeleton'
import { SiteHeader } from '@/components/header/site-header'

import { ShellFrame } from './shell-frame'

/**
 * SPEC's default layout: CMS header and footer around the page. Both read Payload at request time, so they
 * stream in behind Suspense while the static shell (skip link, main) is prerendered at build.
 */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <ShellFrame
      header={
        <Suspense fallback={<HeaderSkeleton />}>
          <SiteHeader />
        </Suspense>
      }
      footer={
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      }
    >
      {children}
    </ShellFrame>
  )
}

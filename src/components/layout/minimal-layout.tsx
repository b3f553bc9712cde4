import { type ReactNode, Suspense } from 'react'

import { MinimalFooter } from '@/components/footer/minimal-footer'
import { HeaderSkeleton } from '@/components/header/header-skeleton'
import { MinimalHeader } from '@/components/header/minimal-header'

import { ShellFrame } from './shell-frame'

/** SPEC's minimal layout for focused steps (trade-in vehicle step, pre-approval when not the default). */
export function MinimalLayout({ children }: { children: ReactNode }) {
  return (
    <ShellFrame
      header={
        <Suspense fallback={<HeaderSkeleton />}>
          <MinimalHeader />
        </Suspense>
      }
      footer={
        <Suspense fallback={null}>
          <MinimalFooter />
        </Suspense>
      }
    >
      {children}
    </ShellFrame>
  )
}

import type { ReactNode } from 'react'

import { MinimalLayout } from '@/components/layout/minimal-layout'

/** Pages in this group use SPEC's minimal layout (brand and phone only), e.g. the trade-in vehicle step. */
export default function MinimalGroupLayout({ children }: { children: ReactNode }) {
  return <MinimalLayout>{children}</MinimalLayout>
}

import type { ReactNode } from 'react'

import { DefaultLayout } from '@/components/layout/default-layout'

/** Pages in this group use SPEC's default layout (CMS header and footer). */
export default function DefaultGroupLayout({ children }: { children: ReactNode }) {
  return <DefaultLayout>{children}</DefaultLayout>
}

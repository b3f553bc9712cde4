import type { ReactNode } from 'react'

import { DefaultLayout } from '@/components/layout/default-layout'

/** Spanish pages of SPEC's default layout: the CMS header and footer with Spanish texts and links. */
export default function SpanishDefaultGroupLayout({ children }: { children: ReactNode }) {
  return <DefaultLayout locale="es">{children}</DefaultLayout>
}

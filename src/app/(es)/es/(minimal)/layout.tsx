import type { ReactNode } from 'react'

import { MinimalLayout } from '@/components/layout/minimal-layout'

/** Spanish pages of SPEC's minimal layout (brand and phone only). */
export default function SpanishMinimalGroupLayout({ children }: { children: ReactNode }) {
  return <MinimalLayout locale="es">{children}</MinimalLayout>
}

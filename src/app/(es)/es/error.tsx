'use client'

import { ErrorView } from '@/components/status/error-view.client'

/** The error page of Spanish pages, in Spanish. */
export default function SpanishErrorPage({ error }: { error: unknown }) {
  return <ErrorView error={error} locale="es" />
}

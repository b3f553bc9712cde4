'use client'

import { ErrorView } from '@/components/status/error-view.client'

/** SPEC error page for unhandled errors (src/components/status/error-view.client.tsx). */
export default function ErrorPage({ error }: { error: unknown }) {
  return <ErrorView error={error} locale="en" />
}

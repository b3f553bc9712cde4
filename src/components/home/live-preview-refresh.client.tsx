'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'

/**
 * Rendered only in draft mode (a staff preview): when the admin's live preview saves, the page re-renders from
 * the server. The admin runs on this same origin, so only its messages are accepted.
 */
export function LivePreviewRefresh() {
  const router = useRouter()
  const origin = typeof window === 'undefined' ? '' : window.location.origin
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={origin} />
}

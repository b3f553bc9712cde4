'use client'

import type { RefreshRouteOnSave as RefreshRouteOnSaveType } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

/**
 * Re-renders the page from the server when the admin's live preview saves. The page is the same cached page for
 * everyone, so this stays inert (and downloads nothing more) unless the page is framed, as only the admin's
 * live-preview pane does; it then accepts messages from this same origin only (the admin is served from here).
 * The preview route's draft mode is what makes that re-render read fresh data rather than the cached page.
 */
export function LivePreviewRefresh() {
  const router = useRouter()
  const [Refresh, setRefresh] = useState<typeof RefreshRouteOnSaveType | null>(null)
  useEffect(() => {
    if (window.parent === window) return
    let active = true
    void import('@payloadcms/live-preview-react').then(({ RefreshRouteOnSave }) => {
      if (active) setRefresh(() => RefreshRouteOnSave)
    })
    return () => {
      active = false
    }
  }, [])
  if (!Refresh) return null
  return <Refresh refresh={() => router.refresh()} serverURL={window.location.origin} />
}

import type { NavigationState } from '@/lib/navigation/navigation-state'

/** The message texts in the page's language (site.navigation.*). */
export type NavigationFailedTexts = { offline: string; stalled: string; retry: string; dismiss: string }

/**
 * The navigation's error state: what went wrong, a link that loads the page afresh (a plain link, so it works
 * whatever state the client router is in) and a way to close the message. The alert region is always in the page
 * so screen readers announce the message the moment it appears.
 */
export function NavigationFailed({
  state,
  texts,
  onDismiss,
}: {
  state: NavigationState
  texts: NavigationFailedTexts
  onDismiss: () => void
}) {
  return (
    <div role="alert" className="fixed inset-x-0 top-0 z-[1100]">
      {state.phase === 'error' && (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 border-b-4 border-red-700 bg-white px-4 py-2 text-sm text-ink-900 shadow-md">
          <p className="min-w-0 flex-1 basis-56 py-2">{state.reason === 'offline' ? texts.offline : texts.stalled}</p>
          <a href={state.href} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
            {texts.retry}
          </a>
          <button type="button" onClick={onDismiss} className="inline-flex min-h-11 items-center px-2 text-ink-600 underline">
            {texts.dismiss}
          </button>
        </div>
      )}
    </div>
  )
}

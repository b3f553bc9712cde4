'use client'

import { useState, useSyncExternalStore, type FormEvent } from 'react'

import { useToast } from '@/components/toast/toast-provider.client'
import { readBrowserCookies } from '@/lib/cookies/browser'
import { VISITOR_COOKIES } from '@/lib/leads/visitor-cookies'

const STORE_CHOICE_EVENT = 'store-choice'

function readSelectedStore(): string | null {
  return readBrowserCookies()[VISITOR_COOKIES.userSelectedStore] ?? null
}

// Every card listens, so choosing one store updates the badge of the one chosen before.
function subscribe(onChange: () => void) {
  window.addEventListener(STORE_CHOICE_EVENT, onChange)
  return () => window.removeEventListener(STORE_CHOICE_EVENT, onChange)
}

const buttonClass =
  'inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-4 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700'

/**
 * "Make this my store" (the chosen store overrides the default settings and email recipients): a plain form post that
 * works without JavaScript (the endpoint sets the 30-day userSelectedStore cookie and sends the visitor back); with
 * JavaScript it posts JSON, marks the card and announces the choice. The page stays cached for everyone: the mark is
 * drawn in the browser.
 */
/** The button's texts in the page's language, given by the server component that knows it; English by default. */
export type StoreChoiceLabels = { make: string; yours: string; saved: string; failed: string; failedDetail: string }

const ENGLISH: StoreChoiceLabels = {
  make: 'Make this my store',
  yours: 'Your store',
  saved: '{store} is now your store.',
  failed: 'Something went wrong',
  failedDetail: 'Your store could not be saved. Please try again.',
}

export function StoreChoice({
  storeId,
  storeName,
  returnTo,
  labels = ENGLISH,
}: {
  storeId: string
  storeName: string
  returnTo: string
  labels?: StoreChoiceLabels
}) {
  const selected = useSyncExternalStore(subscribe, readSelectedStore, () => null)
  const [busy, setBusy] = useState(false)
  const toast = useToast()

  async function choose(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setBusy(true)
    try {
      const response = await fetch('/api/visitor/store', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ storeId }),
      })
      if (!response.ok) throw new Error(`store choice answered ${response.status}`)
      window.dispatchEvent(new Event(STORE_CHOICE_EVENT))
      toast.show({ severity: 'success', summary: labels.saved.replace('{store}', storeName) })
    } catch {
      toast.show({ severity: 'error', summary: labels.failed, detail: labels.failedDetail })
    } finally {
      setBusy(false)
    }
  }

  if (selected === storeId) {
    return (
      <p className="mt-3 inline-flex min-h-11 items-center gap-2 font-semibold text-ink-900">
        <span aria-hidden="true">✓</span> {labels.yours}
      </p>
    )
  }
  return (
    <form method="post" action="/api/visitor/store" onSubmit={choose} className="mt-3">
      <input type="hidden" name="storeId" value={storeId} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button type="submit" className={buttonClass} disabled={busy} aria-disabled={busy}>
        {labels.make}
        <span className="sr-only">: {storeName}</span>
      </button>
    </form>
  )
}

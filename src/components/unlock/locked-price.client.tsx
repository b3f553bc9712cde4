'use client'

import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react'

import { useHydrated } from '@/components/forms/use-hydrated.client'
import { formatPrice } from '@/lib/format'
import { useTranslate } from '@/components/i18n/use-translate.client'

import { priceStore } from './price-store'

const loadDialog = () => import('./unlock-price-dialog.client')
const UnlockPriceDialog = lazy(() => loadDialog().then((module) => ({ default: module.UnlockPriceDialog })))

const LOOK = {
  card: {
    action: 'relative z-10 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-3 font-semibold text-white hover:bg-brand-900',
    price: 'text-xl',
    was: 'text-sm',
  },
  detail: {
    action: 'flex min-h-11 w-full items-center justify-center rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800',
    price: 'text-3xl',
    was: '',
  },
} as const

type LockedPriceProps = {
  vehicleId: string
  /** '2019 Honda Accord': names the action on a card and heads the dialog. */
  title: string
  /** Where the action leads before JavaScript runs (no form without it): the contact page's phone numbers. */
  fallbackHref: string
  variant: keyof typeof LOOK
}

/**
 * A price the store keeps behind the unlock (the store's unlock-price restriction flags). The server never puts it in
 * the page: before hydration this is a link to `fallbackHref`; then a button opening the unlock-price dialog. Once
 * the visitor holds the unlockPrice cookie the price is fetched (price-store) and shown in its place, here and on
 * every other card of the page. Focus comes back here when the dialog closes: onto the button, or the price.
 */
export function LockedPrice({ vehicleId, title, fallbackHref, variant }: LockedPriceProps) {
  const tr = useTranslate()
  const hydrated = useHydrated()
  const { unlocked, prices, failed } = useSyncExternalStore(
    priceStore.subscribe,
    priceStore.getSnapshot,
    priceStore.getServerSnapshot,
  )
  const [open, setOpen] = useState(false)
  const [returnFocus, setReturnFocus] = useState(false)
  const box = useRef<HTMLDivElement>(null)
  const look = LOOK[variant]
  const price = prices[vehicleId]

  useEffect(() => priceStore.want(vehicleId), [vehicleId])

  // After the dialog closed and this rendered again: back onto the button, or onto the price that replaced it.
  useEffect(() => {
    if (!returnFocus) return
    setReturnFocus(false)
    const button = box.current?.querySelector('button')
    ;(button ?? box.current)?.focus()
  }, [returnFocus])

  if (!hydrated) {
    return (
      <a href={fallbackHref} className={look.action}>
        {tr('forms.unlock.unlockPrice')}
        <span className="sr-only">{tr('forms.unlock.title', { title })}</span>
      </a>
    )
  }
  return (
    <div ref={box} tabIndex={-1} className="rounded-lg focus:outline-none focus-visible:outline-3">
      {price ? (
        <p>
          <span className="sr-only">{tr('forms.unlock.price')}</span>
          <span className={`${look.price} font-bold text-ink-900`}>{formatPrice(price.price)}</span>
          {price.previousPrice != null && price.previousPrice > price.price && (
            <span className={`ml-2 text-ink-600 line-through ${look.was}`}>
              <span className="sr-only">{tr('forms.unlock.was')}</span>
              {formatPrice(price.previousPrice)}
            </span>
          )}
        </p>
      ) : unlocked && !failed ? (
        <p className="text-sm text-ink-700">{tr('forms.unlock.loadingPrice')}</p>
      ) : (
        <button
          type="button"
          aria-haspopup="dialog"
          onPointerEnter={() => void loadDialog()}
          onFocus={() => void loadDialog()}
          onClick={() => setOpen(true)}
          className={look.action}
        >
          {tr('forms.unlock.unlockPrice')}
          <span className="sr-only">{tr('forms.unlock.title', { title })}</span>
        </button>
      )}
      {open && (
        <Suspense fallback={null}>
          <UnlockPriceDialog
            vehicleId={vehicleId}
            title={title}
            onClose={() => {
              setOpen(false)
              setReturnFocus(true)
            }}
          />
        </Suspense>
      )}
    </div>
  )
}

'use client'

import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react'
import { createPortal } from 'react-dom'

import { useLocale } from '@/components/i18n/locale-context.client'
import { useTranslate } from '@/components/i18n/use-translate.client'

import { ToastCard } from './toast-card.client'
import { TOAST_LIFE_MS, type Toast, type ToastInput } from './toast-types'

type ToastApi = {
  /** Shows a toast (5000 ms, closable), replacing one of the same group, and returns its id. */
  show: (toast: ToastInput) => number
  dismiss: (id: number) => void
  /**
   * Where the toasts render while a modal <dialog> is open: the rest of the page is inert and under the dialog's
   * backdrop then, so a toast outside it could be neither seen, closed nor announced. Null hands them back.
   */
  setHost: (host: HTMLElement | null) => void
}

const ToastContext = createContext<ToastApi | null>(null)

/**
 * The toast functions of the nearest ToastProvider. Toasts are written in English; `show` puts
 * them in the caller's page language, since the provider itself sits above the Spanish layout's LocaleProvider.
 */
export function useToast(): ToastApi {
  const api = useContext(ToastContext)
  const locale = useLocale()
  const tr = useTranslate()
  const translated = useMemo(() => {
    if (!api || locale === 'en') return api
    const show = (input: ToastInput) =>
      api.show({
        ...input,
        summary: tr.text(input.summary),
        ...(input.detail === undefined ? {} : { detail: tr.text(input.detail) }),
      })
    return { ...api, show }
  }, [api, locale, tr])
  if (!translated) throw new Error('useToast needs a <ToastProvider> above it')
  return translated
}

/**
 * Toasts for the whole public site. The polite live region is in the page from the first render, so screen
 * readers announce each toast as it is added; each toast closes itself after its life or by its button.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([])
  const [host, setHost] = useState<HTMLElement | null>(null)
  const nextId = useRef(1)

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), [])
  const show = useCallback((input: ToastInput) => {
    const id = nextId.current++
    setToasts((list) => [
      ...list.filter((toast) => !input.group || toast.group !== input.group),
      { life: TOAST_LIFE_MS, closable: true, ...input, id },
    ])
    return id
  }, [])
  const api = useMemo(() => ({ show, dismiss, setHost }), [show, dismiss])

  const region = (
    <div
      aria-live="polite"
      aria-atomic="false"
      className="pointer-events-none fixed inset-x-0 top-4 z-[60] flex flex-col items-center gap-2 px-4 sm:left-auto sm:right-4 sm:items-end"
    >
      {toasts.map((toast) => (
        <ToastCard key={toast.id} toast={toast} onClose={dismiss} />
      ))}
    </div>
  )

  return (
    <ToastContext.Provider value={api}>
      {children}
      {host ? createPortal(region, host) : region}
    </ToastContext.Provider>
  )
}

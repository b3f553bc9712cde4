'use client'

import { lazy, Suspense, useEffect, useRef, useState } from 'react'

import { readBrowserCookies } from '@/lib/cookies/browser'
import type { PopupView } from '@/lib/data/popups'
import { previewKeyOf } from '@/lib/popups/preview'
import { popupPageOf } from '@/lib/popups/route'
import { popupShows, type PopupSignals } from '@/lib/popups/visibility'
import { adsValuesOf, finishedPopupsOf, isLeadVisitor } from '@/lib/popups/visitor'

import type { PopupCloseReason } from './popup-dialog.client'
import { readPageInfo } from './page-info'
import { addToSessionList, countPageView, sessionList } from './popup-storage'
import { SideTab } from './side-tab.client'
import { usePopupSignals } from './use-popup-signals.client'

// The dialog and its forms load only for a visitor a popup opens for.
const PopupDialog = lazy(() => import('./popup-dialog.client').then((module) => ({ default: module.PopupDialog })))

/** The side tab appears 10 s after mount (at once after the visitor closes the popup). */
export const SIDE_TAB_DELAY_MS = 10_000

type Visitor = Omit<PopupSignals, 'seenTags' | 'clicked' | 'elapsedSeconds'> & {
  dismissed: string[]
  /** The popup a staff preview asks for (`?popup-preview=`), found among the previews. */
  preview: PopupView | null
  vehicleId?: string
}

/**
 * One page view's popups. Everything about the visitor is read in the browser after hydration (cookies,
 * storage, timers), so the page around stays cached for everyone. The first popup whose conditions pass opens
 * once, unless the visitor closed it earlier this session; the side tab reopens it. A staff preview opens its
 * popup at once, whatever its conditions, and remembers nothing. Focus goes back where it was on close.
 */
export function PagePopups({ popups, previews }: { popups: PopupView[]; previews: PopupView[] }) {
  const [visitor, setVisitor] = useState<Visitor | null>(null)
  const [openKey, setOpenKey] = useState<string | null>(null)
  const [tabReady, setTabReady] = useState(false)
  const [restoreFocus, setRestoreFocus] = useState(false)
  const signals = usePopupSignals(popups)
  const autoOpened = useRef(false)
  const returnTo = useRef<Element | null>(null)
  const tab = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    const info = readPageInfo()
    const path = popupPageOf(window.location.pathname)
    const page = { ...path, params: { ...path.params, ...info.params } }
    const previewKey = previewKeyOf(window.location.search)
    const cookies = readBrowserCookies()
    setVisitor({
      page,
      isLead: isLeadVisitor(cookies),
      adsValues: adsValuesOf(cookies),
      viewed: countPageView(popups, page),
      finished: finishedPopupsOf(cookies),
      disabled: sessionList('disabled'),
      dismissed: sessionList('dismissed'),
      preview: previews.find((candidate) => candidate.key === previewKey) ?? null,
      vehicleId: info.vehicleId,
    })
    const timer = window.setTimeout(() => setTabReady(true), SIDE_TAB_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [popups, previews])

  const preview = visitor?.preview ?? null
  // The open popup stays the one shown until it closes, even when another one (earlier in the list) starts to pass.
  const opened = openKey === null ? undefined : popups.find((candidate) => candidate.key === openKey)
  const popup =
    preview ??
    opened ??
    (visitor ? popups.find((candidate) => popupShows(candidate, { ...visitor, ...signals })) : undefined)

  useEffect(() => {
    if (!popup || !visitor || autoOpened.current) return
    if (!preview && visitor.dismissed.includes(popup.key)) return
    autoOpened.current = true
    returnTo.current = document.activeElement
    setOpenKey(popup.key)
  }, [popup, preview, visitor])

  // After the dialog has gone: focus back to where it was, unless that was the side tab and it went away too.
  useEffect(() => {
    if (!restoreFocus) return
    setRestoreFocus(false)
    const target = returnTo.current
    if (target instanceof HTMLElement && target.isConnected) target.focus()
  }, [restoreFocus])

  if (!popup) return null
  const open = () => {
    returnTo.current = tab.current
    setOpenKey(popup.key)
  }
  const close = (reason: PopupCloseReason) => {
    setOpenKey(null)
    setTabReady(true)
    setRestoreFocus(true)
    if (preview) return
    if (reason === 'dismissed') addToSessionList('dismissed', popup.key)
    if (reason === 'finished') setVisitor((current) => current && { ...current, finished: [...current.finished, popup.key] })
  }
  const disable = () => {
    if (preview) return setTabReady(false)
    addToSessionList('disabled', popup.key)
    setVisitor((current) => current && { ...current, disabled: [...current.disabled, popup.key] })
  }

  return (
    <>
      {openKey === popup.key && (
        <Suspense fallback={null}>
          <PopupDialog popup={popup} preview={Boolean(preview)} vehicleId={visitor?.vehicleId} onClose={close} />
        </Suspense>
      )}
      {/* Kept while the dialog is open (inert behind it), so focus can come back to this very button. */}
      {tabReady && popup.button?.text && <SideTab ref={tab} popup={popup} onOpen={open} onDisable={disable} />}
    </>
  )
}

'use client'

import { lazy, Suspense, useEffect, useRef, useState } from 'react'

import type { PopupView } from '@/lib/data/popups'
import { popupShows, type PopupSignals } from '@/lib/popups/visibility'
import { adsValuesOf, finishedPopupsOf, isLeadVisitor } from '@/lib/popups/visitor'

import type { PopupCloseReason } from './popup-dialog.client'
import { addToSessionList, countPageView, sessionList } from './popup-storage'
import { SideTab } from './side-tab.client'
import { usePopupSignals } from './use-popup-signals.client'
import { readCookies } from './visitor-profile'

// The dialog and its form load only for a visitor a popup opens for.
const PopupDialog = lazy(() => import('./popup-dialog.client').then((module) => ({ default: module.PopupDialog })))

/** SPEC section 9: the side tab appears 10 s after mount (at once after the visitor closes the popup). */
export const SIDE_TAB_DELAY_MS = 10_000

type Visitor = Omit<PopupSignals, 'seenTags' | 'clicked' | 'elapsedSeconds'> & { dismissed: string[] }

type PopupHostProps = {
  popups: PopupView[]
  /** Route name of the page ('inventory', 'vehicle-detail') and the params that tell its items apart. */
  routeName: string
  routeParams: Record<string, string>
  /** The vehicle of a detail page, sent with the lead. */
  vehicleId?: string
}

/**
 * The CMS popups of a page (SPEC sections 2, 4 and 5). Everything about the visitor is read in the browser after
 * hydration (cookies, storage, timers), so the page around stays cached for everyone. The first popup whose
 * conditions pass opens once per page view, unless the visitor closed it earlier this session; the side tab
 * reopens it. Focus goes back where it was when the popup closes.
 */
export function PopupHost({ popups, routeName, routeParams, vehicleId }: PopupHostProps) {
  const [visitor, setVisitor] = useState<Visitor | null>(null)
  const [openKey, setOpenKey] = useState<string | null>(null)
  const [tabReady, setTabReady] = useState(false)
  const [restoreFocus, setRestoreFocus] = useState(false)
  const signals = usePopupSignals(popups)
  const autoOpened = useRef(false)
  const returnTo = useRef<Element | null>(null)
  const tab = useRef<HTMLButtonElement>(null)
  const paramsKey = JSON.stringify(routeParams)

  useEffect(() => {
    // paramsKey stands for routeParams: a server prop, equal in content from one render to the next.
    const page = { name: routeName, params: routeParams, path: window.location.pathname }
    const cookies = readCookies()
    setVisitor({
      page,
      isLead: isLeadVisitor(cookies),
      adsValues: adsValuesOf(cookies),
      viewed: countPageView(popups, page),
      finished: finishedPopupsOf(cookies),
      disabled: sessionList('disabled'),
      dismissed: sessionList('dismissed'),
    })
    const timer = window.setTimeout(() => setTabReady(true), SIDE_TAB_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [popups, routeName, paramsKey])

  const popup = visitor ? popups.find((candidate) => popupShows(candidate, { ...visitor, ...signals })) : undefined

  useEffect(() => {
    if (!popup || !visitor || autoOpened.current || visitor.dismissed.includes(popup.key)) return
    autoOpened.current = true
    returnTo.current = document.activeElement
    setOpenKey(popup.key)
  }, [popup, visitor])

  // After the dialog has gone: focus back to where it was, unless that was the side tab and it went away too.
  useEffect(() => {
    if (!restoreFocus) return
    setRestoreFocus(false)
    const target = returnTo.current
    if (target instanceof HTMLElement && target.isConnected) target.focus()
  }, [restoreFocus])

  const open = () => {
    if (!popup) return
    returnTo.current = tab.current
    setOpenKey(popup.key)
  }
  const close = (key: string, reason: PopupCloseReason) => {
    setOpenKey(null)
    setTabReady(true)
    if (reason === 'dismissed') addToSessionList('dismissed', key)
    setVisitor((current) =>
      current && reason === 'finished' ? { ...current, finished: [...current.finished, key] } : current,
    )
    setRestoreFocus(true)
  }
  const disable = () => {
    if (!popup) return
    addToSessionList('disabled', popup.key)
    setVisitor((current) => current && { ...current, disabled: [...current.disabled, popup.key] })
  }

  if (!popup) return null
  return (
    <>
      {openKey === popup.key && (
        <Suspense fallback={null}>
          <PopupDialog popup={popup} vehicleId={vehicleId} onClose={(reason) => close(popup.key, reason)} />
        </Suspense>
      )}
      {/* Kept while the dialog is open (inert behind it), so focus can come back to this very button. */}
      {tabReady && popup.button?.text && (
        <SideTab ref={tab} popup={popup} onOpen={open} onDisable={disable} />
      )}
    </>
  )
}

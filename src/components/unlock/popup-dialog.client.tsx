'use client'

import { useEffect, useRef, useState } from 'react'

import { useToast } from '@/components/toast/toast-provider.client'
import type { PopupView } from '@/lib/data/popups'
import { finishPlan } from '@/lib/popups/finish'

import { AccessGranted } from './access-granted.client'
import { ModalDialog } from './modal-dialog.client'
import { popupPlacement } from './popup-placement'
import { finishPopup } from './popup-storage'
import { UNLOCK_TOASTS } from './unlock-toasts'
import { UnlockInventoryForm } from './unlock-inventory-form.client'

/** Why the popup closed: the visitor dismissed it, or it finished after a submit (it never shows again). */
export type PopupCloseReason = 'dismissed' | 'finished'

type PopupDialogProps = { popup: PopupView; vehicleId?: string; onClose: (reason: PopupCloseReason) => void }

/**
 * The popup's intro: staff-written markup from the CMS, sanitised on save and again by the server-side reader
 * (src/lib/data/popups.ts) before it reaches this component, so it carries no script.
 */
function Intro({ html }: { html: string }) {
  return <div className="space-y-2" dangerouslySetInnerHTML={{ __html: html }} />
}

/**
 * A CMS popup in a dialog (SPEC sections 3 and 4): its title and intro, then the unlock-inventory form, or its
 * HTML alone. A submit finishes it for good, switches to the submitted content ('Access Granted!') when it has
 * one, then redirects, closes after `timeoutClose` seconds, or closes at once, as the popup says.
 */
export function PopupDialog({ popup, vehicleId, onClose }: PopupDialogProps) {
  const toast = useToast()
  const [submitted, setSubmitted] = useState(false)
  const finished = useRef(false)
  const closeTimer = useRef<number | undefined>(undefined)
  const { content } = popup
  const isForm = content.type === 'component'

  useEffect(() => () => window.clearTimeout(closeTimer.current), [])

  const onUnlocked = () => {
    finishPopup(popup.key)
    finished.current = true
    const plan = finishPlan(popup.submitted)
    if (plan.kind === 'redirect') return window.location.assign(plan.to)
    const showsContent = Boolean(popup.submitted?.innerComponent) && !(plan.kind === 'close' && plan.afterMs === 0)
    if (showsContent) setSubmitted(true)
    else toast.show({ ...UNLOCK_TOASTS.accessGranted, group: 'unlock' })
    if (plan.kind === 'close') closeTimer.current = window.setTimeout(() => onClose('finished'), plan.afterMs)
  }

  return (
    <ModalDialog
      title={content.title || popup.name}
      description={isForm && content.html && !submitted ? <Intro html={content.html} /> : undefined}
      modal={popup.background?.modal !== false}
      closeButton={popup.settings?.closeButton !== false}
      placement={popupPlacement(popup.settings)}
      onClose={() => onClose(finished.current ? 'finished' : 'dismissed')}
    >
      {submitted ? (
        <AccessGranted onClose={() => onClose('finished')} />
      ) : isForm ? (
        <UnlockInventoryForm vehicleId={vehicleId} onUnlocked={onUnlocked} />
      ) : (
        <div className="space-y-4">
          {content.html && <Intro html={content.html} />}
          <button
            type="button"
            onClick={() => onClose('dismissed')}
            className="min-h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
          >
            Close
          </button>
        </div>
      )}
    </ModalDialog>
  )
}

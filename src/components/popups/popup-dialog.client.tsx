'use client'

import { useEffect, useRef, useState } from 'react'

import { useToast } from '@/components/toast/toast-provider.client'
import { ModalDialog } from '@/components/ui/modal-dialog.client'
import { UNLOCK_TOASTS } from '@/components/unlock/unlock-toasts'
import { UnlockInventoryForm } from '@/components/unlock/unlock-inventory-form.client'
import type { PopupView } from '@/lib/data/popups'
import { submitOutcome } from '@/lib/popups/finish'
import { popupKind } from '@/lib/popups/kind'
import { popupPlacement } from '@/lib/popups/placement'
import { popupStyle } from '@/lib/popups/style'
import { useTranslate } from '@/components/i18n/use-translate.client'

import { SubmittedMessage } from './submitted-message.client'
import { finishPopup } from './popup-storage'
import { UserLeadForm } from './user-lead-form.client'
import { VerifiedLead } from './verified-lead.client'

/** Why the popup closed: the visitor dismissed it, or it finished after a submit (it never shows again). */
export type PopupCloseReason = 'dismissed' | 'finished'

type PopupDialogProps = {
  popup: PopupView
  /** A staff preview: submits work, but nothing is remembered in the browser. */
  preview: boolean
  vehicleId?: string
  onClose: (reason: PopupCloseReason) => void
}

/**
 * Staff-written markup from the CMS, sanitised on save and again by the server-side reader (src/lib/data/popups.ts)
 * before it reaches this component, so it carries no script.
 */
function StaffHtml({ html }: { html: string }) {
  return <div className="space-y-2" dangerouslySetInnerHTML={{ __html: html }} />
}

const BUTTON = 'min-h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800'

/**
 * A CMS popup in a dialog: its HTML, or its title and intro above one of the site forms
 * (UnlockInventory, UserLead, UserLeadPhoneVerification). A submit — the form's success, or the HTML popup's
 * button — finishes it for good, switches to the submitted content when it has one, then redirects, closes after
 * `timeoutClose` seconds, or closes at once (src/lib/popups/finish.ts).
 */
export function PopupDialog({ popup, preview, vehicleId, onClose }: PopupDialogProps) {
  const tr = useTranslate()
  const toast = useToast()
  const [submitted, setSubmitted] = useState(false)
  const finished = useRef(false)
  const closeTimer = useRef<number | undefined>(undefined)
  const { content } = popup
  const kind = popupKind(popup)
  const title = content.title || popup.name
  const outcome = submitOutcome(popup.submitted)

  useEffect(() => () => window.clearTimeout(closeTimer.current), [])

  const onSubmitted = () => {
    if (!preview) finishPopup(popup.key)
    finished.current = true
    const { plan, showContent } = outcome
    if (plan.kind === 'redirect') return window.location.assign(plan.to)
    if (showContent) setSubmitted(true)
    else if (kind === 'unlock-inventory') toast.show({ ...UNLOCK_TOASTS.accessGranted, group: 'unlock' })
    if (plan.kind === 'close') closeTimer.current = window.setTimeout(() => onClose('finished'), plan.afterMs)
  }

  const intro = kind !== 'html' && content.html && !submitted ? <StaffHtml html={content.html} /> : undefined
  const finish = () => onClose('finished')
  const lead = { event: popup.submitted?.email, track: popup.submitted?.track, title }
  const body = submitted ? (
    <SubmittedMessage
      kind={popup.submitted?.innerComponent === 'AccessGranted' ? 'AccessGranted' : 'LeadReceived'}
      onClose={finish}
    />
  ) : kind === 'unlock-inventory' ? (
    <UnlockInventoryForm vehicleId={vehicleId} onUnlocked={onSubmitted} />
  ) : kind === 'user-lead' ? (
    <UserLeadForm {...lead} vehicleId={vehicleId} onSent={onSubmitted} />
  ) : kind === 'user-lead-phone-verification' ? (
    <VerifiedLead {...lead} vehicleId={vehicleId} onSent={onSubmitted} />
  ) : (
    <div className="space-y-4">
      {content.html && <StaffHtml html={content.html} />}
      <button type="button" onClick={onSubmitted} className={BUTTON}>
        {outcome.plan.kind === 'redirect' ? tr('forms.common.continue') : tr('forms.contact.got')}
      </button>
    </div>
  )

  const closeButton = popup.settings?.closeButton !== false
  return (
    <ModalDialog
      title={title}
      description={intro}
      modal={popup.background?.modal !== false}
      closeButton={closeButton}
      dismissOnMask={closeButton}
      placement={popupPlacement(popup.settings)}
      onClose={() => onClose(finished.current ? 'finished' : 'dismissed')}
    >
      <div style={popupStyle(popup.content.style)}>{body}</div>
    </ModalDialog>
  )
}


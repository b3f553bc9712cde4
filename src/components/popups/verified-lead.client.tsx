'use client'

import { useEffect, useId, useRef, useState } from 'react'

import { VerificationStep } from '@/components/financing/verification-step.client'
import { useTranslate } from '@/components/i18n/use-translate.client'

import { UserLeadForm } from './user-lead-form.client'

type VerifiedLeadProps = {
  event: string | null | undefined
  track: string | null | undefined
  title: string
  vehicleId?: string
  onSent: () => void
}

const STEP_HEADING = 'text-base font-bold text-ink-900 focus:outline-none'

/**
 * The UserLeadPhoneVerification popup: the cell phone is verified first by the free credit score page's own step
 * (`POST /api/customer/phoneValidation`, a 6-digit code by text), then the user lead form asks for the rest and
 * sends the verified number. Starting over with another number hides the form until that one is verified.
 */
export function VerifiedLead({ event, track, title, vehicleId, onSent }: VerifiedLeadProps) {
  const tr = useTranslate()
  const [verifiedPhone, setVerifiedPhone] = useState<string | null>(null)
  const verifyId = useId()
  const detailsId = useId()
  const details = useRef<HTMLHeadingElement>(null)

  // Moving on to step 2 takes the keyboard and screen reader there.
  useEffect(() => {
    if (verifiedPhone) details.current?.focus()
  }, [verifiedPhone])

  return (
    <div className="space-y-6">
      <section aria-labelledby={verifyId} className="space-y-3">
        <h3 id={verifyId} className={STEP_HEADING}>
          {tr('forms.popups.step12Verify')}
        </h3>
        <VerificationStep labelledBy={verifyId} onVerified={setVerifiedPhone} rejection={null} />
      </section>
      <section aria-labelledby={detailsId} className="space-y-3">
        <h3 id={detailsId} ref={details} tabIndex={-1} className={STEP_HEADING}>
          {tr('forms.popups.step22Details')}
        </h3>
        {verifiedPhone ? (
          <UserLeadForm event={event} track={track} title={title} vehicleId={vehicleId} verifiedPhone={verifiedPhone} onSent={onSent} />
        ) : (
          <p className="text-sm text-ink-700">{tr('forms.popups.verifyCellPhoneStep')}</p>
        )}
      </section>
    </div>
  )
}

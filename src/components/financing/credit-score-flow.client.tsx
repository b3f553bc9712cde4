'use client'

import { useEffect, useRef, useState } from 'react'

import type { FinancingVehicle } from '@/lib/financing/vehicle'
import { useTranslate } from '@/components/i18n/use-translate.client'

import { FinancingForm } from './financing-form.client'
import { VerificationStep } from './verification-step.client'

type CreditScoreFlowProps = { submitLabel: string; vehicle: FinancingVehicle | null }

const STEP_HEADING = 'text-xl font-bold text-ink-900 focus:outline-none'

/**
 * The free credit score pre-approval (phone-verified): step 1 verifies the cell phone by SMS
 * code, step 2 is the pre-approval form, which appears once the code is accepted and posts the verified number.
 * Starting over with another number keeps what was typed in step 2 but locks it until that number is verified.
 */
export function CreditScoreFlow({ submitLabel, vehicle }: CreditScoreFlowProps) {
  const tr = useTranslate()
  const [verifiedPhone, setVerifiedPhone] = useState<string | null>(null)
  const [everVerified, setEverVerified] = useState(false)
  const [rejection, setRejection] = useState<{ message: string } | null>(null)
  const detailsHeading = useRef<HTMLHeadingElement>(null)

  // Moving on to step 2 takes the keyboard and screen reader there.
  useEffect(() => {
    if (verifiedPhone) detailsHeading.current?.focus()
  }, [verifiedPhone])

  const verified = (phone: string | null) => {
    setVerifiedPhone(phone)
    if (phone) setEverVerified(true)
  }

  return (
    <div className="space-y-8">
      <section aria-labelledby="verify-heading" className="space-y-4">
        <h2 id="verify-heading" className={STEP_HEADING}>
          {tr('forms.popups.step12Verify')}
        </h2>
        <p className="text-sm text-ink-700">
          {tr('finance.financing.text6DigitCode')}
        </p>
        <VerificationStep labelledBy="verify-heading" onVerified={verified} rejection={rejection} />
      </section>
      <section aria-labelledby="details-heading" className="space-y-4">
        <h2 id="details-heading" ref={detailsHeading} tabIndex={-1} className={STEP_HEADING}>
          {tr('forms.popups.step22Details')}
        </h2>
        {verifiedPhone ? null : (
          <p className="text-sm text-ink-700">{tr('forms.popups.verifyCellPhoneStep')}</p>
        )}
        {everVerified && (
          <FinancingForm
            variant="free-credit-score-pre-approval"
            submitLabel={submitLabel}
            labelledBy="details-heading"
            vehicle={vehicle}
            verifiedPhone={verifiedPhone}
            onPhoneRejected={(message) => {
              setVerifiedPhone(null)
              setRejection({ message })
            }}
          />
        )}
      </section>
    </div>
  )
}

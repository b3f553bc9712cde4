'use client'

import { SubmitButton } from '@/components/forms/submit-button.client'
import type { VerificationRequest } from '@/lib/financing/verification'
import { useTranslate } from '@/components/i18n/use-translate.client'

/** Where the visitor is in phone verification (phone validation step, then code verification step). */
export type VerificationStage = 'phone' | 'code' | 'verified'

type VerificationActionsProps = {
  stage: VerificationStage
  /** The request on its way, if any. */
  pending: VerificationRequest | null
  onResend: () => void
  onStartOver: () => void
}

const SECONDARY_BUTTON =
  'min-h-11 w-full rounded-lg border border-slate-500 px-4 font-semibold text-ink-900 hover:bg-surface sm:w-auto'

/** The buttons of each stage: ask for a code; verify it or ask for a new one; start over with another number. */
export function VerificationActions({ stage, pending, onResend, onStartOver }: VerificationActionsProps) {
  const tr = useTranslate()
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      {stage === 'phone' && <SubmitButton pending={pending !== null}>Text me a code</SubmitButton>}
      {stage === 'code' && (
        <>
          <SubmitButton
            pending={pending !== null}
            pendingLabel={pending === 'phone-validation' ? 'Sending a new code…' : 'Checking…'}
          >
            Verify code
          </SubmitButton>
          <button type="button" className={SECONDARY_BUTTON} disabled={pending !== null} onClick={onResend}>
            {tr('finance.financing.sendNewCode')}
          </button>
        </>
      )}
      {stage === 'verified' && (
        <button type="button" className={SECONDARY_BUTTON} onClick={onStartOver}>
          {tr('finance.financing.useDifferentNumber')}
        </button>
      )}
    </div>
  )
}

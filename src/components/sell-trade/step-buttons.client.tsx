'use client'

import { SubmitButton } from '@/components/forms/submit-button.client'
import { useTranslate } from '@/components/i18n/use-translate.client'

const BUTTON = 'min-h-11 rounded-lg px-5 font-semibold'

type StepButtonsProps = {
  /** Null on the first step. */
  onBack: (() => void) | null
  /** The contact step sends the form; the others move on. */
  last: boolean
  pending: boolean
}

/** Back (keeps every answer) and Continue, or Get my offer on the last step; Enter in a field continues too. */
export function StepButtons({ onBack, last, pending }: StepButtonsProps) {
  const tr = useTranslate()
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row">
      {onBack && (
        <button type="button" onClick={onBack} className={`${BUTTON} border border-slate-500 text-ink-900`}>
          {tr('forms.common.back')}
        </button>
      )}
      {last ? (
        <SubmitButton pending={pending} pendingLabel="Getting your offer…">
          Get my offer
        </SubmitButton>
      ) : (
        <button type="submit" className={`${BUTTON} bg-brand-700 text-white hover:bg-brand-800`}>
          {tr('forms.common.continue')}
        </button>
      )}
    </div>
  )
}

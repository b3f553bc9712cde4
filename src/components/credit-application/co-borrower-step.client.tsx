'use client'

import { stepsFor } from '@/lib/credit-application/steps'
import { useTranslate } from '@/components/i18n/use-translate.client'

import { IdentityFields } from './identity-fields.client'

type CoBorrowerStepProps = { withCoBorrower: boolean; onToggle: (withCoBorrower: boolean) => void }

/**
 * Asks whether someone applies with the visitor; when so, their details follow here and their residence and
 * employment become two more steps, which the status line announces.
 */
export function CoBorrowerStep({ withCoBorrower, onToggle }: CoBorrowerStepProps) {
  const tr = useTranslate()
  return (
    <div className="space-y-6">
      <div className="rounded-lg border border-line bg-surface p-4">
        <label className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold text-ink-900">
          <input
            type="checkbox"
            checked={withCoBorrower}
            onChange={(event) => onToggle(event.target.checked)}
            aria-describedby="co-borrower-hint"
            className="mt-0.5 size-6 shrink-0 accent-brand-700"
          />
          {tr('finance.creditApplication.addCoBorrower')}
        </label>
        <p id="co-borrower-hint" className="mt-2 text-sm text-ink-700">
          {tr('finance.creditApplication.coBorrowerAppliesShares',
          )}
        </p>
      </div>
      <p role="status" className="text-sm text-ink-700">
        {withCoBorrower
          ? tr('finance.creditApplication.coBorrowersResidenceEmployment', {
              count: stepsFor(true).length,
            })
          : ''}
      </p>
      {withCoBorrower && <IdentityFields prefix="coBorrower." />}
    </div>
  )
}

import { STEPS, type StepId } from '@/lib/credit-application/steps'
import { useTranslate } from '@/components/i18n/use-translate.client'

/**
 * The steps as a list, the current one marked with aria-current. On narrow screens only the current step's
 * title shows; the others keep theirs for screen readers.
 */
export function StepIndicator({ steps, current }: { steps: readonly StepId[]; current: StepId }) {
  const tr = useTranslate()
  const index = steps.indexOf(current)
  return (
    <ol aria-label={tr('finance.creditApplication.applicationSteps')} className="mb-6 flex flex-wrap gap-2 text-sm">
      {steps.map((id, position) => {
        const isCurrent = id === current
        return (
          <li
            key={id}
            aria-current={isCurrent ? 'step' : undefined}
            className={`flex min-h-8 items-center gap-2 rounded-full border px-3 py-1 ${
              isCurrent ? 'border-brand-700 bg-brand-700 font-semibold text-white' : 'border-slate-500 text-ink-900'
            }`}
          >
            <span aria-hidden="true">{position + 1}</span>
            <span className={isCurrent ? undefined : 'sr-only sm:not-sr-only'}>
              {tr.text(STEPS[id].title)}
              {position < index && <span className="sr-only">{tr('finance.creditApplication.done')}</span>}
            </span>
          </li>
        )
      })}
    </ol>
  )
}

import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE, localePath } from '@/lib/i18n/locales'
import { listingHref, type ListingState } from '@/lib/inventory/listing-href'

/**
 * The monthly-payment filter as a GET form: the budget travels as `payment=`, and hidden fields carry the
 * listing's other query parameters (the path carries the rest), so it works without JavaScript.
 */
export function PaymentFilter({ state }: { state: ListingState }) {
  const [action, search = ''] = listingHref(state, { payment: null }).split('?')
  const hidden = new URLSearchParams(search)
  hidden.delete('page')
  const inputId = 'payment-filter'
  const locale = state.locale ?? DEFAULT_LOCALE
  return (
    <section className="border-b border-line py-4">
      <h3 className="mb-2 text-sm font-bold uppercase tracking-wide text-ink-900">{t('inventory.filters.monthlyPayment', locale)}</h3>
      <form action={localePath(action, locale)} method="get" className="space-y-2">
        {[...hidden].map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label htmlFor={inputId} className="block text-sm text-ink-700">
          {t('inventory.filters.maxPerMonth', locale)}
        </label>
        <div className="flex gap-2">
          <input
            id={inputId}
            name="payment"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            defaultValue={state.payment ?? undefined}
            placeholder="400"
            className="min-h-11 w-full rounded-lg border border-ink-600 px-3"
          />
          <button type="submit" className="min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-900">
            {t('inventory.filters.apply', locale)}
          </button>
        </div>
        <p className="text-xs text-ink-600">{t('inventory.filters.paymentHint', locale)}</p>
      </form>
    </section>
  )
}

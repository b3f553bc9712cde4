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
  return (
    <section className="border-b border-line py-4">
      <h3 className="mb-2 text-sm font-bold uppercase tracking-wide text-ink-900">Monthly payment</h3>
      <form action={action} method="get" className="space-y-2">
        {[...hidden].map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label htmlFor={inputId} className="block text-sm text-ink-700">
          Maximum per month (USD)
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
            Apply
          </button>
        </div>
        <p className="text-xs text-ink-600">Estimated with our standard finance terms; your rate may differ.</p>
      </form>
    </section>
  )
}

import { storedTradeOfferSchema, type StoredTradeOffer } from '@/lib/leads/schemas/sell-trade'
import { NO_OFFERS_MESSAGE, offerView, validUntilText } from '@/lib/trade-in/wizard-offer'

/** The offer of a 201 answer, or null (no valuation could be made, or an answer without one). */
export function offerOf(body: unknown): StoredTradeOffer | null {
  const offer = typeof body === 'object' && body !== null && 'offer' in body ? body.offer : null
  const parsed = storedTradeOfferSchema.safeParse(offer)
  return parsed.success ? parsed.data : null
}

/**
 * The instant offer the server computed: each offer type with its amount and explanation, its expiry date and
 * the safety note; SPEC's empty-offers text when there is none.
 */
export function OfferResult({ offer }: { offer: StoredTradeOffer | null }) {
  if (!offer || offer.offers.length === 0) {
    return <p className="rounded-lg border border-line bg-surface p-4 text-ink-900">{NO_OFFERS_MESSAGE}</p>
  }
  return (
    <div className="space-y-4">
      <ul className="space-y-3">
        {offer.offers.map((entry) => {
          const view = offerView(entry)
          return (
            <li key={view.type} className="rounded-xl border border-line p-4">
              <h3 className="text-lg font-bold text-ink-900">{view.title}</h3>
              {view.amount && <p className="mt-1 text-3xl font-bold text-brand-800">{view.amount}</p>}
              <ul className="mt-2 space-y-1 text-sm text-ink-700">
                {view.details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
            </li>
          )
        })}
      </ul>
      <p className="font-semibold text-ink-900">Offer valid until {validUntilText(offer.validUntil)}.</p>
      <p className="text-sm text-ink-700">
        <span className="font-semibold">Please note:</span> {offer.safetyNote}
      </p>
      <p className="text-sm text-ink-700">
        We sent your offer to our team; someone will contact you to set up the payout.
      </p>
    </div>
  )
}

import { storedTradeOfferSchema, type StoredTradeOffer } from '@/lib/leads/schemas/sell-trade'
import { NO_OFFERS_MESSAGE, offerView, validUntilText } from '@/lib/trade-in/wizard-offer'
import { useTranslate } from '@/components/i18n/use-translate.client'

/** The offer of a 201 answer, or null (no valuation could be made, or an answer without one). */
export function offerOf(body: unknown): StoredTradeOffer | null {
  const offer = typeof body === 'object' && body !== null && 'offer' in body ? body.offer : null
  const parsed = storedTradeOfferSchema.safeParse(offer)
  return parsed.success ? parsed.data : null
}

/**
 * Rendered only by the client wizard, so it reads the page's language like its fields.
 * The instant offer the server computed: each offer type with its amount and explanation, its expiry date and
 * the safety note; SPEC's empty-offers text when there is none.
 */
export function OfferResult({ offer }: { offer: StoredTradeOffer | null }) {
  const tr = useTranslate()
  if (!offer || offer.offers.length === 0) {
    return <p className="rounded-lg border border-line bg-surface p-4 text-ink-900">{tr.text(NO_OFFERS_MESSAGE)}</p>
  }
  return (
    <div className="space-y-4">
      <ul className="space-y-3">
        {offer.offers.map((entry) => {
          const view = offerView(entry)
          return (
            <li key={view.type} className="rounded-xl border border-line p-4">
              <h3 className="text-lg font-bold text-ink-900">{tr.text(view.title)}</h3>
              {view.amount && <p className="mt-1 text-3xl font-bold text-brand-800">{view.amount}</p>}
              <ul className="mt-2 space-y-1 text-sm text-ink-700">
                {view.details.map((detail) => (
                  <li key={detail}>{tr.text(detail)}</li>
                ))}
              </ul>
            </li>
          )
        })}
      </ul>
      <p className="font-semibold text-ink-900">
        {tr('finance.sellTrade.offerValidUntilDate', { date: validUntilText(offer.validUntil) })}
      </p>
      <p className="text-sm text-ink-700">
        <span className="font-semibold">{tr('finance.sellTrade.note')}</span> {offer.safetyNote}
      </p>
      <p className="text-sm text-ink-700">
        {tr('finance.sellTrade.sentOfferTeamSomeone')}
      </p>
    </div>
  )
}

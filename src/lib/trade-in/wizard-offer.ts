/**
 * The instant offer in words: what the wizard's last step shows the visitor and what the appraiser
 * reads in the SELL_OR_TRADE email, from the same function so the two never tell different stories. Pure.
 */
import { formatCalendarDay, formatPrice } from '@/lib/format'

import type { OfferResult, TradeOffer, ValuationPrices } from './offer'

/** The text when there is no offer to show. */
export const NO_OFFERS_MESSAGE = 'No offers available at this time. Please check back later.'

/** One offer as shown: its name, its headline amount (none for bring-in) and the lines that explain it. */
export interface OfferView {
  type: TradeOffer['type']
  title: string
  amount: string | null
  details: string[]
}

/** The three offer types (bring it in, cash now, more cash later), as named to the visitor. */
export const OFFER_TITLES: Record<TradeOffer['type'], string> = {
  'cash-now': 'Cash now',
  'more-cash-later': 'More cash later',
  'bring-in': 'Bring it in',
}

/** An offer as its title, amount and explanation. */
export function offerView(offer: TradeOffer): OfferView {
  const title = OFFER_TITLES[offer.type]
  switch (offer.type) {
    case 'cash-now':
      return {
        type: offer.type,
        title,
        amount: formatPrice(offer.amount),
        details: ['Paid the same day you bring the car and its title.'],
      }
    case 'more-cash-later':
      return {
        type: offer.type,
        title,
        amount: formatPrice(offer.reservePrice),
        details: [
          `Reserve price paid now: ${formatPrice(offer.reservePrice)}.`,
          `Estimated profit-sharing check when we sell your car: ${formatPrice(offer.profitShare)} (estimated total ${formatPrice(offer.total)}).`,
          `Based on an expected sale price of ${formatPrice(offer.expectedSalePrice)}, less reconditioning of ${formatPrice(offer.reconditionCost)} and advertising.`,
          `${offer.advertisingDisclosure}.`,
        ],
      }
    case 'bring-in':
      return {
        type: offer.type,
        title,
        amount: null,
        details: [
          offer.reason === 'old-and-high-mileage'
            ? 'Vehicles 15 or more years old with 150,000 miles or more are appraised in person. Bring it in and we will make you an offer on the spot.'
            : 'We could not make an instant offer for this vehicle. Bring it in and an appraiser will make you an offer on the spot.',
        ],
      }
  }
}

/** 'Sunday, November 29, 2026' of the offer's yyyy-mm-dd expiry. */
export function validUntilText(validUntil: string): string {
  return `${formatCalendarDay(validUntil)}, ${validUntil.slice(0, 4)}`
}

/** The offer as 'Label: value' lines for the appraiser's email and the ADF comments. */
export function offerSummaryLines(offer: OfferResult | null | undefined): { label: string; value: string }[] {
  if (!offer)
    return [
      {
        label: 'Instant offer',
        value: 'None (no valuation could be made); appraise in person.',
      },
    ]
  return [
    ...offer.offers.map((entry) => {
      const view = offerView(entry)
      return {
        label: `Offer: ${view.title}`,
        value: [view.amount, ...view.details].filter(Boolean).join(' '),
      }
    }),
    { label: 'Offer valid until', value: offer.validUntil },
    { label: 'Safety note', value: offer.safetyNote },
  ]
}

/** The valuation as lines for the appraiser: the three price keys, the method and how it was reached. */
export function valuationSummaryLines(
  valuation:
    | {
        method: string
        prices: ValuationPrices
        explanation: readonly string[]
      }
    | null
    | undefined,
): { label: string; value: string }[] {
  if (!valuation) return []
  const { prices } = valuation
  return [
    {
      label: 'Valuation',
      value: `${valuation.method}: wholesale average ${formatPrice(prices.adjusted_whole_avg)}, wholesale rough ${formatPrice(prices.adjusted_whole_rough)}, retail average ${formatPrice(prices.adjusted_retail_avg)}`,
    },
    ...(valuation.explanation.length
      ? [
          {
            label: 'How it was valued',
            value: valuation.explanation.join('\n'),
          },
        ]
      : []),
  ]
}

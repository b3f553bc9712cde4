import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { rolesAllowed } from '@/access/roles-allowed'

import { revalidateSellTradePage } from './hooks/revalidate'

/** How a competitor column answers a feature row of the comparison chart. */
const COMPARISON_ANSWERS = [
  { label: 'Yes', value: 'yes' },
  { label: 'Sometimes', value: 'partial' },
  { label: 'No', value: 'no' },
]

const comparisonCell = (name: string, label: string) => ({
  name,
  label,
  type: 'select' as const,
  required: true,
  defaultValue: 'no',
  options: COMPARISON_ANSWERS,
  admin: { width: '33%' },
})

/**
 * The content of /sell-trade-my-car: the instant-offer pitch and the comparison chart of
 * other dealerships, online trade tools and this dealer across seven features. Marketing edits it; the offer
 * rules themselves (validity, bands) are constants of the offer math, not content. Its texts are localized:
 * /es/sell-trade-my-car reads the Spanish ones, falling back to English; the answers and order are shared.
 */
export const SellTradePage: GlobalConfig = {
  slug: 'sell-trade-page',
  label: 'Sell or trade page',
  admin: { group: 'Content', description: 'The pitch and comparison chart of /sell-trade-my-car.' },
  access: { read: anyone, update: rolesAllowed('marketing', 'manager') },
  hooks: { afterChange: [revalidateSellTradePage] },
  fields: [
    { name: 'heading', type: 'text', required: true, localized: true, defaultValue: 'Sell or trade your car' },
    { name: 'subheading', type: 'textarea', localized: true },
    {
      name: 'pitch',
      type: 'array',
      labels: { singular: 'Point', plural: 'Pitch points' },
      admin: { description: 'Short promises shown under the heading, e.g. "An instant offer in about 60 seconds".' },
      fields: [
        { name: 'title', type: 'text', required: true, localized: true },
        { name: 'text', type: 'textarea', localized: true },
      ],
    },
    { name: 'ctaLabel', label: 'Call-to-action label', type: 'text', required: true, localized: true, defaultValue: 'Get my offer' },
    {
      name: 'comparison',
      type: 'group',
      fields: [
        { name: 'heading', type: 'text', localized: true, defaultValue: 'How we compare' },
        {
          name: 'rows',
          type: 'array',
          maxRows: 12,
          labels: { singular: 'Feature', plural: 'Features' },
          admin: { description: 'SPEC: seven features compared across the three columns.' },
          fields: [
            { name: 'feature', type: 'text', required: true, localized: true },
            {
              type: 'row',
              fields: [
                comparisonCell('otherDealerships', 'Other dealerships'),
                comparisonCell('onlineTools', 'Online trade tools'),
                comparisonCell('thisDealer', 'This dealer'),
              ],
            },
          ],
        },
      ],
    },
  ],
}

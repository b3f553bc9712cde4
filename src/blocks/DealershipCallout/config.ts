import type { Block } from 'payload'

import { calloutFields } from '../shared/fields'

/** The dealership callout: who the store is, what it promises and how to reach it. */
export const DealershipCalloutBlock: Block = {
  slug: 'dealershipCallout',
  interfaceName: 'DealershipCalloutBlock',
  labels: { singular: 'Dealership callout', plural: 'Dealership callout' },
  fields: calloutFields({ title: 'Visit the dealership' }),
}

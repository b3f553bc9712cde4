import type { Block } from 'payload'

import { headingFields } from '../shared/fields'

/** The active promotions of one placement: a scroll-snap carousel or a grid of cards. */
export const PromotionsBlock: Block = {
  slug: 'promotions',
  interfaceName: 'PromotionsBlock',
  labels: { singular: 'Promotions', plural: 'Promotions' },
  fields: [
    ...headingFields('Current promotions'),
    {
      name: 'placement',
      type: 'select',
      required: true,
      defaultValue: 'promotions-carousel',
      options: [
        { label: 'Carousel (promotions-carousel)', value: 'promotions-carousel' },
        { label: 'Grid (grid-item)', value: 'grid-item' },
      ],
    },
  ],
}

import type { Block } from 'payload'

/** A reviews band: nine reviews of the chosen categories with the store rating (SPEC: home shows Finance). */
export const ReviewsBlockConfig: Block = {
  slug: 'reviews',
  interfaceName: 'ReviewsSectionBlock',
  labels: { singular: 'Reviews', plural: 'Reviews' },
  fields: [
    { name: 'badge', type: 'text', localized: true, defaultValue: 'Reviews' },
    { name: 'title', type: 'text', localized: true, required: true, defaultValue: 'What our customers say' },
    { name: 'description', type: 'textarea', localized: true },
    {
      name: 'categories',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['Finance'],
      options: ['Finance', 'Buy', 'Sale', 'Service'].map((value) => ({ label: value, value })),
    },
  ],
}

import type { Block } from 'payload'

/** The FAQs placed on the home page (SPEC: the ten financing questions), with FAQPage structured data. */
export const FaqBlock: Block = {
  slug: 'faq',
  interfaceName: 'FaqSectionBlock',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true, defaultValue: 'Auto financing FAQ' },
    {
      name: 'placement',
      type: 'select',
      required: true,
      defaultValue: 'home',
      options: [
        { label: 'Home', value: 'home' },
        { label: 'Auto financing', value: 'auto-financing' },
      ],
      admin: { description: "Which FAQ list to show (each FAQ's placements)." },
    },
  ],
}

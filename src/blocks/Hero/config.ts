import type { Block } from 'payload'

/**
 * The home hero (SPEC: slides for pre-approval and the lifetime engine warranty). Its slides are promotions, so
 * their dates decide when each shows: either chosen ones, or the active ones of a position carrying a tag.
 */
export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Hero', plural: 'Heroes' },
  fields: [
    { name: 'heading', type: 'text', localized: true, required: true, admin: { description: "The page's main heading (h1)." } },
    { name: 'intro', type: 'textarea', localized: true },
    {
      name: 'promotions',
      type: 'relationship',
      relationTo: 'promotions',
      hasMany: true,
      admin: { description: 'Slides in this order; leave empty to show the active promotions chosen below.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'position',
          type: 'select',
          defaultValue: 'promotions-carousel',
          options: [
            { label: 'Promotions carousel', value: 'promotions-carousel' },
            { label: 'Grid item', value: 'grid-item' },
          ],
        },
        {
          name: 'tags',
          type: 'text',
          hasMany: true,
          admin: { description: 'Only promotions with one of these tags (all of the position when empty).' },
        },
        { name: 'limit', type: 'number', min: 1, max: 6, defaultValue: 3 },
      ],
    },
  ],
}

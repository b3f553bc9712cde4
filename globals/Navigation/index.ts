import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { rolesAllowed } from '@/access/roles-allowed'
import { linkField } from '@/fields/link'

import { revalidateNavigation } from './hooks/revalidate'

/** Header, footer and footer-line menus; the seed fills the dealership's menus. */
export const Navigation: GlobalConfig = {
  slug: 'navigation',
  label: 'Navigation',
  admin: { group: 'Marketing' },
  access: { read: anyone, update: rolesAllowed('marketing') },
  hooks: { afterChange: [revalidateNavigation] },
  fields: [
    {
      name: 'header',
      type: 'array',
      label: 'Header menu',
      labels: { singular: 'Menu', plural: 'Header menus' },
      admin: { description: 'Top-level header entries, e.g. Financing, Shop Used Cars, Sell/Trade, Service.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', localized: true, required: true },
            {
              name: 'url',
              type: 'text',
              admin: { description: 'Optional: leave empty when the entry only opens its dropdown.' },
            },
          ],
        },
        {
          name: 'children',
          type: 'array',
          label: 'Dropdown links',
          labels: { singular: 'Link', plural: 'Links' },
          fields: [linkField({ name: 'link', label: false })],
        },
      ],
    },
    {
      name: 'footer',
      type: 'array',
      label: 'Footer groups',
      labels: { singular: 'Group', plural: 'Footer groups' },
      admin: { description: 'Link columns, e.g. Shop Used Cars, Financing, Sell or Trade, Service, Dealership.' },
      fields: [
        { name: 'title', type: 'text', localized: true, required: true },
        {
          name: 'links',
          type: 'array',
          labels: { singular: 'Link', plural: 'Links' },
          fields: [linkField({ name: 'link', label: false })],
        },
      ],
    },
    {
      name: 'footerLine',
      type: 'array',
      label: 'Footer line',
      labels: { singular: 'Link', plural: 'Footer line links' },
      admin: { description: 'The small links under the footer, e.g. Contact Us, Privacy Policy, Terms of Sale.' },
      fields: [linkField({ name: 'link', label: false })],
    },
  ],
}

import type { Field, GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { rolesAllowed } from '@/access/roles-allowed'
import { PAGE_TOGGLE_KEYS, PAGE_TOGGLES, PRE_APPROVED_DEFAULT } from '@/lib/settings/page-toggles'

import { revalidatePageToggles } from './hooks/revalidate'

/** One checkbox a page, generated from the shared table so the route guard and the admin cannot drift. */
const pageCheckboxes: Field[] = PAGE_TOGGLE_KEYS.map((key) => {
  const { label, prefixes, defaultValue } = PAGE_TOGGLES[key]
  return {
    name: key,
    type: 'checkbox',
    label,
    defaultValue,
    admin: {
      description: `Governs ${prefixes.join(', ')}${key === 'inventory' ? ' and /{condition}-cars-for-sale' : ''}`,
    },
  }
})

/** The per-page on/off table; a switched-off page answers 404 and leaves menus and sitemap. */
export const PageToggles: GlobalConfig = {
  slug: 'page-toggles',
  label: 'Page toggles',
  admin: {
    group: 'Settings',
    description:
      'Switch pages on or off. The most specific page wins: turning off Service keeps Service scheduling as set.',
  },
  access: { read: anyone, update: rolesAllowed('manager') },
  hooks: { afterChange: [revalidatePageToggles] },
  fields: [
    {
      type: 'collapsible',
      label: 'Pages',
      fields: pageCheckboxes,
    },
    {
      name: 'preApproved',
      type: 'checkbox',
      label: 'Pre-approval uses the full site layout',
      defaultValue: PRE_APPROVED_DEFAULT,
      admin: { description: 'When off, /auto-financing/apply-for-financing uses the minimal layout.' },
    },
  ],
}

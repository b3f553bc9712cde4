import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import type { Plugin } from 'payload'

import { anyone } from '@/access/anyone'
import { rolesAllowed } from '@/access/roles-allowed'
import { TAGS } from '@/lib/cache/tags'
import { revalidateCollection } from '@/lib/cache/revalidate'

/**
 * Marketing-editable redirects (`@payloadcms/plugin-redirects`): a `redirects` collection of from-path → vehicle,
 * article or custom URL with a 301/302/307/308 type. The proxy applies them at request time (see src/proxy.ts);
 * every change expires TAGS.redirects so the next proxy refresh sees it.
 */
export const redirects: Plugin = redirectsPlugin({
  collections: ['vehicles', 'articles'],
  redirectTypes: ['301', '302', '307', '308'],
  redirectTypeFieldOverride: { defaultValue: '301' },
  overrides: {
    admin: {
      group: 'Content',
      description: 'From a site path such as /spring-sale to a vehicle, an article or any URL.',
    },
    access: {
      read: anyone,
      create: rolesAllowed('marketing'),
      update: rolesAllowed('marketing'),
      delete: rolesAllowed('marketing'),
    },
    hooks: revalidateCollection(() => [TAGS.redirects]),
  },
})

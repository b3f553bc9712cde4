import type { GlobalConfig } from 'payload'

import { authenticated } from '@/access/authenticated'
import { publishedOrStaff } from '@/access/published-or-staff'
import { rolesAllowed } from '@/access/roles-allowed'
import { livePreviewUrl } from '@/app/(frontend)/next/preview/preview-url'
import { HOME_BLOCKS } from '@/blocks'
import { seoField } from '@/fields/seo'

import { revalidateHomePage } from './hooks/revalidate'

/**
 * The home page: an ordered list of sections marketing adds, removes and reorders in the admin, plus
 * the page's search-engine title, description and share image.
 */
export const HomePage: GlobalConfig = {
  slug: 'home-page',
  label: 'Home page',
  admin: {
    group: 'Content',
    description: 'The sections of the home page, in order.',
    // The preview route lets only signed-in staff into draft mode; the page then reads the latest save.
    livePreview: { url: ({ req }) => livePreviewUrl(req, '/') },
  },
  // Visitors read the published home page only; staff read the draft and the version history too.
  access: { read: publishedOrStaff, readVersions: authenticated, update: rolesAllowed('marketing') },
  // Drafts with a scheduled publish (the queue's schedulePublish task) and the last 25 versions to restore.
  versions: { drafts: { schedulePublish: true }, max: 25 },
  hooks: { afterChange: [revalidateHomePage] },
  fields: [
    {
      name: 'layout',
      type: 'blocks',
      blocks: HOME_BLOCKS,
      labels: { singular: 'Section', plural: 'Sections' },
    },
    // Title and description per language (the Spanish home page reads its own); the share image is one for both.
    seoField({}, { localized: true }),
  ],
}

import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { rolesAllowed } from '@/access/roles-allowed'
import { dataDir } from '@/lib/config/data-dir'

import { revalidateMedia } from './hooks/revalidate'

/** Public images: vehicle photos, staff portraits, article and promo art. Alt text is required. */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: {
    useAsTitle: 'alt',
    defaultColumns: ['filename', 'alt', 'mimeType', 'updatedAt'],
    group: 'Content',
  },
  access: {
    read: anyone,
    create: rolesAllowed('marketing', 'manager'),
    update: rolesAllowed('marketing', 'manager'),
    delete: rolesAllowed('marketing', 'manager'),
  },
  hooks: revalidateMedia,
  upload: {
    // Uploads live beside the database under data/ (a volume in docker-compose), never in the repo.
    staticDir: dataDir('media'),
    mimeTypes: ['image/*'],
    focalPoint: true,
    imageSizes: [
      { name: 'thumbnail', width: 320, height: 240, position: 'centre' },
      { name: 'card', width: 640, height: 480, position: 'centre' },
      { name: 'large', width: 1280, withoutEnlargement: true },
    ],
    adminThumbnail: 'thumbnail',
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      admin: { description: 'Describes the image for screen readers and search engines.' },
    },
  ],
}

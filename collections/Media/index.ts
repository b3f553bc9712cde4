import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { rolesAllowed } from '@/access/roles-allowed'
import { dataDir } from '@/lib/config/data-dir'
import { MEDIA_IMAGE_TYPES } from '@/lib/media/upload-rule'
import { keepStoredFileFacts } from '@/lib/media/stored-file-facts'

import { checkMediaFile } from './hooks/checkMediaFile'
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
  // Uploads are judged by their bytes (no SVG, HTML or scripts, at most MEDIA_MAX_MB) and re-encoded by sharp.
  hooks: { ...revalidateMedia, beforeOperation: [checkMediaFile], beforeChange: [keepStoredFileFacts] },
  upload: {
    // Uploads live beside the database under data/ (a volume in docker-compose), never in the repo.
    staticDir: dataDir('media'),
    mimeTypes: [...MEDIA_IMAGE_TYPES],
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

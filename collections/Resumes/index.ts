import type { CollectionConfig } from 'payload'

import { rolesAllowed } from '@/access/roles-allowed'
import { dataDir } from '@/lib/config/data-dir'
import { RESUME_ALLOWED_MIME_TYPES } from '@/lib/leads/resume'
import { keepStoredFileFacts } from '@/lib/media/stored-file-facts'

import { checkResumeFile } from './hooks/checkResumeFile'

/**
 * Résumés sent with the careers form: private files. They live under DATA_DIR/resumes (outside public/), so the
 * only way to them is Payload's file route (/api/resumes/file/…), which applies the read access below: the staff
 * who work leads (sales, managers, admins), as for the leads they belong to; marketing and visitors never.
 * Created by the form endpoint through the Local API; only admins change or delete them.
 */
export const Resumes: CollectionConfig = {
  slug: 'resumes',
  labels: { singular: 'Résumé', plural: 'Résumés' },
  admin: {
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'mimeType', 'filesize', 'createdAt'],
    group: 'Leads',
  },
  defaultSort: '-createdAt',
  access: {
    read: rolesAllowed('manager', 'sales'),
    create: rolesAllowed(),
    update: rolesAllowed(),
    delete: rolesAllowed(),
  },
  hooks: { beforeOperation: [checkResumeFile], beforeChange: [keepStoredFileFacts] },
  upload: {
    staticDir: dataDir('resumes'),
    // Payload's own content detection calls a .doc 'application/x-cfb'; the hook stores it as application/msword.
    mimeTypes: [...RESUME_ALLOWED_MIME_TYPES, 'application/x-cfb'],
    // Served as downloads: a browser must never render an uploaded document inline on the site's origin.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Content-Disposition', 'attachment')
      headers.set('X-Content-Type-Options', 'nosniff')
      return headers
    },
  },
  fields: [],
}

import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'
import { rolesAllowed } from '@/access/roles-allowed'

// Written only by src/lib/jobs/claim.ts through the Local API (overrideAccess); never through REST/GraphQL.

/**
 * One document per taking of a job by a worker (src/lib/jobs/claim.ts): the unique key is what lets only one of
 * several workers polling the queue at the same moment take a job. Admins may look; nobody edits. Kept a day
 * (the lead sweep deletes older ones).
 */
export const JobClaims: CollectionConfig = {
  slug: 'job-claims',
  labels: { singular: 'Job claim', plural: 'Job claims' },
  admin: {
    useAsTitle: 'key',
    defaultColumns: ['key', 'createdAt'],
    group: 'Leads',
    description: 'Which job each worker took, a day long; kept by the site, read-only here.',
  },
  defaultSort: '-createdAt',
  disableDuplicate: true,
  access: { read: rolesAllowed(), create: nobody, update: nobody, delete: nobody },
  fields: [{ name: 'key', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } }],
}

import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'
import { rolesAllowed } from '@/access/roles-allowed'
import { serverOwned } from '@/access/server-owned'

// Written only by src/lib/phone-verification through the Local API (overrideAccess); never through REST/GraphQL.
// Hashes stay out of every API answer, the admin's included: with them a 6-digit code is a quick brute force.
const hidden = { ...serverOwned, read: () => false }
const readOnly = { readOnly: true } as const

/**
 * One document per normalised phone number: the pending SMS code (HMAC hash, expiry, failed tries) and the
 * last successful verification (src/lib/phone-verification, README "Phone verification"). Admins may look;
 * nobody edits, and visitors never read it.
 */
export const PhoneVerifications: CollectionConfig = {
  slug: 'phone-verifications',
  labels: { singular: 'Phone verification', plural: 'Phone verifications' },
  admin: {
    useAsTitle: 'phone',
    defaultColumns: ['phone', 'sentAt', 'attempts', 'verifiedAt'],
    group: 'Leads',
    description: 'SMS code checks of the phone-verified forms; kept by the site, read-only here.',
  },
  defaultSort: '-updatedAt',
  disableDuplicate: true,
  access: {
    read: rolesAllowed(),
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  fields: [
    { name: 'phone', type: 'text', required: true, unique: true, index: true, admin: readOnly },
    {
      type: 'row',
      fields: [
        { name: 'sentAt', type: 'date', admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'expiresAt', type: 'date', admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } } },
        {
          name: 'attempts',
          type: 'number',
          defaultValue: 0,
          admin: { ...readOnly, description: 'Wrong codes entered for the current code.' },
        },
        { name: 'verifiedAt', type: 'date', admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    { name: 'codeHash', type: 'text', access: hidden, admin: { hidden: true } },
    { name: 'proofHash', type: 'text', access: hidden, admin: { hidden: true } },
  ],
}

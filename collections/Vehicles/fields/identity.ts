import type { Field } from 'payload'

import { vinError, yearError } from '@/lib/vehicles/validation'

import { normalizeVin } from '../hooks/normalizeVin'

/** What the vehicle is: VIN, condition, year/make/model/trim, body style. */
export const identityFields: Field[] = [
  {
    name: 'vin',
    label: 'VIN',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    maxLength: 17,
    validate: (value: string | null | undefined) => vinError(value),
    hooks: { beforeValidate: [normalizeVin] },
    admin: { description: '17 characters; saved in capitals. The letters I, O and Q never appear in a VIN.' },
  },
  {
    type: 'row',
    fields: [
      {
        name: 'condition',
        type: 'select',
        required: true,
        index: true,
        options: [
          { label: 'New', value: 'new' },
          { label: 'Used', value: 'used' },
          { label: 'Certified pre-owned', value: 'certified' },
        ],
      },
      {
        name: 'bodyStyle',
        type: 'relationship',
        relationTo: 'body-styles',
        index: true,
      },
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'year',
        type: 'number',
        required: true,
        index: true,
        validate: (value: number | null | undefined) => yearError(value),
      },
      {
        name: 'modelYear',
        type: 'number',
        validate: (value: number | null | undefined) => yearError(value, new Date(), false),
        admin: { description: 'Only when it differs from the year above.' },
      },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'make', type: 'text', required: true, index: true, admin: { placeholder: 'Toyota' } },
      { name: 'model', type: 'text', required: true, index: true, admin: { placeholder: 'RAV4' } },
      { name: 'trim', type: 'text', admin: { placeholder: 'XLE Premium' } },
    ],
  },
]

import type { Field } from 'payload'

import { staffOnlyRead } from '@/access/staff-only-read'

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/

const validateHex = (value: string | null | undefined): true | string =>
  !value || HEX_COLOR.test(value) ? true : 'Use a #rrggbb colour, e.g. #0f3d7a'

/** Identity, contact and brand fields (dealership settings, phones, social, ratings). */
export const dealershipFields: Field[] = [
  {
    name: 'dealership',
    type: 'group',
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'name', type: 'text', admin: { description: 'Shown in the header, titles and emails.' } },
          { name: 'legalName', type: 'text' },
        ],
      },
      {
        type: 'row',
        fields: [
          { name: 'addressLine1', type: 'text' },
          { name: 'addressLine2', type: 'text' },
        ],
      },
      {
        type: 'row',
        fields: [
          { name: 'city', type: 'text' },
          { name: 'state', type: 'text', admin: { description: 'Full name, e.g. Illinois.' } },
          { name: 'stateShort', type: 'text', maxLength: 2, admin: { description: 'Two letters, e.g. IL.' } },
          { name: 'zip', type: 'text' },
        ],
      },
      { name: 'email', type: 'email', admin: { description: 'Public contact address; also the ADF vendor email.' } },
      {
        name: 'generalManager',
        type: 'group',
        admin: { description: 'Default vendor contact on ADF lead emails.' },
        fields: [
          {
            type: 'row',
            fields: [
              { name: 'fullName', type: 'text' },
              { name: 'email', type: 'email', access: staffOnlyRead },
              { name: 'phone', type: 'text' },
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'phones',
    type: 'group',
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'main', type: 'text' },
          { name: 'sales', type: 'text' },
          { name: 'service', type: 'text' },
        ],
      },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'logoColor', type: 'text', validate: validateHex, admin: { description: 'Primary brand colour.' } },
      { name: 'secondaryColor', type: 'text', validate: validateHex },
    ],
  },
  {
    name: 'social',
    type: 'array',
    labels: { singular: 'Social link', plural: 'Social links' },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'platform',
            type: 'text',
            required: true,
            admin: { description: 'Lowercase name that picks the icon: facebook, instagram, youtube, x, tiktok…' },
          },
          { name: 'url', type: 'text', required: true },
        ],
      },
    ],
  },
  {
    name: 'ratings',
    type: 'group',
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'googleRating', type: 'number', min: 0, max: 5, admin: { step: 0.1 } },
          { name: 'googleCount', type: 'number', min: 0, admin: { description: 'Number of reviews.' } },
        ],
      },
    ],
  },
]

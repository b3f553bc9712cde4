import type { CollectionConfig } from 'payload'

import { rolesAllowed } from '@/access/roles-allowed'
import { runningOrStaff } from '@/access/running-or-staff'
import { staffOnlyRead } from '@/access/staff-only-read'
import { EXPERIMENT_STATUSES } from '@/lib/experiments/model'

import { revalidateExperiments } from './hooks/revalidate'
import { endsAfterStart, experimentKey, variantKey, variantLangs, variantSettings, variantWeight } from './validate'

const SETTINGS_HELP =
  'Merged into the public settings for this variant. Allowed: calculator.<slider>.default (cashDown, tradeEquity, ' +
  'creditScore, financeTerm, leaseTerm, leaseMiles), calculator.cashDown.defaultPercent, financeDefaults.creditScore ' +
  '| term | leaseTerm | leaseMileage (the vehicle page\u2019s payment calculator). Example: ' +
  '{"calculator": {"financeTerm": {"default": 48}}, "financeDefaults": {"term": 48}}'

/**
 * A/B tests run by marketing (the external flag service replaced by this collection). Visitors are
 * bucketed by their uniqueUserId (src/lib/experiments), see the variant's overrides of settings, popups and
 * texts, and their leads carry the variant, counted per variant below the form.
 */
export const Experiments: CollectionConfig = {
  slug: 'experiments',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'status', 'startsAt', 'endsAt', 'updatedAt'],
    listSearchableFields: ['name'],
    group: 'Marketing',
    description: 'A/B tests: each visitor always sees the same variant; their leads record which one.',
  },
  access: {
    read: runningOrStaff,
    create: rolesAllowed('marketing'),
    update: rolesAllowed('marketing'),
    delete: rolesAllowed('marketing'),
  },
  hooks: revalidateExperiments,
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: experimentKey,
      admin: {
        description:
          'The key the site and the leads use, e.g. hero-cta. Renaming it starts a new test for every visitor.',
      },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'draft',
      index: true,
      options: EXPERIMENT_STATUSES.map((value) => ({ label: value[0].toUpperCase() + value.slice(1), value })),
      admin: { position: 'sidebar', description: 'Only running experiments (within their dates) reach visitors.' },
    },
    {
      name: 'startsAt',
      type: 'date',
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' }, description: 'Empty: at once.' },
    },
    {
      name: 'endsAt',
      type: 'date',
      validate: endsAfterStart,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' }, description: 'Empty: until stopped.' },
    },
    {
      name: 'description',
      label: 'Hypothesis and notes',
      type: 'textarea',
      access: staffOnlyRead,
      admin: { description: 'Internal: never sent to visitors.' },
    },
    {
      name: 'variants',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 10,
      labels: { singular: 'Variant', plural: 'Variants' },
      admin: { initCollapsed: false },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'key', type: 'text', required: true, validate: variantKey, admin: { description: 'e.g. control' } },
            {
              name: 'weight',
              type: 'number',
              required: true,
              min: 0,
              defaultValue: 50,
              validate: variantWeight,
              admin: { description: 'Share of visitors, relative to the others; 0 = nobody new.' },
            },
          ],
        },
        { name: 'settings', type: 'json', validate: variantSettings, admin: { description: SETTINGS_HELP } },
        {
          name: 'replacePopups',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'Show these popups instead of the site\u2019s (none chosen: no popup at all).' },
        },
        {
          name: 'popups',
          type: 'relationship',
          relationTo: 'popups',
          hasMany: true,
          admin: { condition: (_data, siblingData) => Boolean(siblingData?.replacePopups) },
        },
        {
          name: 'langs',
          label: 'Texts',
          type: 'json',
          validate: variantLangs,
          admin: {
            description:
              'A site text as the English page shows it → this variant\u2019s text, e.g. {"Send message": "Get my answer"}; ' +
              '"es:" before the English text sets it on Spanish pages, e.g. {"es:Send message": "Quiero mi respuesta"}.',
          },
        },
      ],
    },
    {
      name: 'leadsByVariant',
      type: 'ui',
      admin: { components: { Field: '/collections/Experiments/components/leads-by-variant#LeadsByVariant' } },
    },
  ],
}

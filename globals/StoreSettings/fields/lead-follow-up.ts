import type { Field } from 'payload'

import { staffOnlyRead } from '@/access/staff-only-read'
import { LEAD_RESPONSE_DEFAULTS } from '@/lib/leads/follow-up/defaults'

import { LEAD_EVENTS } from '../../../collections/Leads/events'

/**
 * Who gets each new lead and how fast it must be answered (src/lib/leads/follow-up/). Staff-only: the public
 * settings API must not list salespeople.
 */
export const leadFollowUpFields: Field[] = [
  {
    name: 'leadOwnerRules',
    type: 'array',
    access: staffOnlyRead,
    labels: { singular: 'Owner rule', plural: 'Owner rules' },
    admin: {
      description:
        'Read top to bottom; the first rule that fits a new lead gives it to the next of its salespeople in turn ' +
        '(round robin, active accounts only). No fitting rule: the lead stays unassigned and the managers are ' +
        'reminded of it. No rules at all: every salesperson covering the lead\'s store takes turns.',
    },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'location',
            type: 'relationship',
            relationTo: 'locations',
            admin: { description: 'Empty: every store.' },
          },
          {
            name: 'events',
            label: 'Form types',
            type: 'select',
            hasMany: true,
            options: LEAD_EVENTS.map((event) => ({ ...event })),
            admin: { description: 'Empty: every form.' },
          },
        ],
      },
      {
        name: 'salespeople',
        type: 'relationship',
        relationTo: 'users',
        hasMany: true,
            admin: { description: 'Sales accounts (others are skipped). Empty: every active salesperson covering the lead\'s store.' },
      },
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'responseTargetMinutes',
        label: 'Response target (minutes)',
        type: 'number',
        required: true,
        min: 1,
        max: 600,
        defaultValue: LEAD_RESPONSE_DEFAULTS.targetMinutes,
        admin: { description: 'Counted in sales hours only. Past it, the owner is emailed.' },
      },
      {
        name: 'escalationMinutes',
        label: 'Then tell managers after (minutes)',
        type: 'number',
        required: true,
        min: 1,
        max: 600,
        defaultValue: LEAD_RESPONSE_DEFAULTS.escalationMinutes,
        admin: { description: 'Further sales-hours minutes before the managers are emailed.' },
      },
    ],
  },
]

import type { Block } from 'payload'

import { ICON_OPTIONS, urlField } from '../shared/fields'

/** The three quick-action cards under the hero (SPEC: pre-approval, value trade, schedule service). */
export const QuickActionsBlock: Block = {
  slug: 'quickActions',
  interfaceName: 'QuickActionsBlock',
  labels: { singular: 'Quick actions', plural: 'Quick actions' },
  fields: [
    {
      name: 'cards',
      type: 'array',
      minRows: 1,
      maxRows: 4,
      required: true,
      fields: [
        { type: 'row', fields: [{ name: 'title', type: 'text', localized: true, required: true }, urlField('href')] },
        { name: 'text', type: 'textarea', localized: true },
        { name: 'icon', type: 'select', defaultValue: 'dollar', options: ICON_OPTIONS },
      ],
    },
  ],
}

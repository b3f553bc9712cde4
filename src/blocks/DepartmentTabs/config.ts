import type { Block } from 'payload'

import { headingFields, urlField } from '../shared/fields'

/** The department tabs (SPEC: Finance, Shop, Sell or Trade, Service), each tab's copy and links editable. */
export const DepartmentTabsBlock: Block = {
  slug: 'departmentTabs',
  interfaceName: 'DepartmentTabsBlock',
  labels: { singular: 'Department tabs', plural: 'Department tabs' },
  fields: [
    ...headingFields('How can we help?'),
    {
      name: 'tabs',
      type: 'array',
      minRows: 1,
      maxRows: 6,
      required: true,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', localized: true, required: true },
            { name: 'title', type: 'text', localized: true, required: true },
          ],
        },
        { name: 'body', type: 'textarea', localized: true, required: true },
        {
          name: 'links',
          type: 'array',
          maxRows: 4,
          fields: [{ type: 'row', fields: [{ name: 'label', type: 'text', localized: true, required: true }, urlField()] }],
        },
      ],
    },
  ],
}

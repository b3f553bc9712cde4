import type { GroupField } from 'payload'

/** A menu or call-to-action link: label, site path or full URL, and whether it opens a new tab. */
export function linkField(overrides: Partial<GroupField> & { name: string }): GroupField {
  return {
    type: 'group',
    ...overrides,
    fields: [
      {
        type: 'row',
        fields: [
          // Each language has its own link text; the address is shared (Spanish pages prefix it with /es).
          { name: 'label', type: 'text', localized: true, required: true },
          {
            name: 'url',
            type: 'text',
            required: true,
            admin: { description: 'A site path such as /used-cars-for-sale or a full https:// URL.' },
          },
          { name: 'newTab', type: 'checkbox', defaultValue: false },
        ],
      },
    ],
  }
}

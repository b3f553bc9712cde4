import type { GroupField } from 'payload'

/** Search-engine metadata: title and description override the document's own, image is the share preview. */
export function seoField(overrides: Partial<Omit<GroupField, 'fields' | 'type'>> = {}): GroupField {
  return {
    name: 'meta',
    type: 'group',
    label: 'SEO',
    ...overrides,
    fields: [
      {
        name: 'title',
        type: 'text',
        maxLength: 70,
        admin: { description: 'Browser tab and search result title; the document title is used when empty.' },
      },
      {
        name: 'description',
        type: 'textarea',
        maxLength: 160,
        admin: { description: 'Search result snippet, at most 160 characters; the excerpt is used when empty.' },
      },
      {
        name: 'image',
        type: 'upload',
        relationTo: 'media',
        admin: { description: 'Preview image for social shares; the hero image is used when empty.' },
      },
    ],
  }
}

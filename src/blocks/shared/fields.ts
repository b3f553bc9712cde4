import type { ArrayField, Field, TextField } from 'payload'

/** A section heading and its optional one-line introduction. */
export function headingFields(defaultTitle: string): Field[] {
  return [
    { name: 'title', type: 'text', localized: true, required: true, defaultValue: defaultTitle },
    { name: 'intro', type: 'textarea', localized: true, admin: { description: 'Optional line under the heading.' } },
  ]
}

/** A site path or full URL, as links in the CMS take it. */
export const urlField = (name = 'url'): TextField => ({
  name,
  type: 'text',
  required: true,
  admin: { description: 'A site path such as /used-cars-for-sale or a full https:// URL.' },
})

/** Call-to-action links with the SPEC's button kinds: primary, secondary and text link. */
export function buttonsField(maxRows = 3): ArrayField {
  return {
    name: 'buttons',
    type: 'array',
    maxRows,
    labels: { singular: 'Button', plural: 'Buttons' },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'label', type: 'text', localized: true, required: true },
          urlField(),
          {
            name: 'style',
            type: 'select',
            required: true,
            defaultValue: 'primary',
            options: [
              { label: 'Primary', value: 'primary' },
              { label: 'Secondary', value: 'secondary' },
              { label: 'Text link', value: 'text' },
            ],
          },
        ],
      },
    ],
  }
}

/** Icons a card or list item can show (drawn by src/components/icons). */
export const ICON_OPTIONS = [
  { label: 'Dollar', value: 'dollar' },
  { label: 'Swap', value: 'swap' },
  { label: 'Wrench', value: 'wrench' },
  { label: 'Shield', value: 'shield' },
  { label: 'Car', value: 'car' },
]

/**
 * The SPEC's promo block config (badge, title, description, image, placement, buttons, items) shared by the
 * warranty, financing and dealership callout blocks.
 */
export function calloutFields(defaults: { title: string }): Field[] {
  return [
    { name: 'badge', type: 'text', localized: true },
    { name: 'title', type: 'text', localized: true, required: true, defaultValue: defaults.title },
    { name: 'description', type: 'textarea', localized: true },
    {
      type: 'row',
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media' },
        {
          name: 'imagePosition',
          type: 'select',
          defaultValue: 'right',
          options: [
            { label: 'Right', value: 'right' },
            { label: 'Left', value: 'left' },
          ],
        },
      ],
    },
    {
      name: 'items',
      type: 'array',
      maxRows: 6,
      labels: { singular: 'Item', plural: 'Items' },
      fields: [
        { name: 'icon', type: 'select', defaultValue: 'shield', options: ICON_OPTIONS },
        { name: 'title', type: 'text', localized: true, required: true },
        { name: 'description', type: 'textarea', localized: true },
      ],
    },
    buttonsField(),
  ]
}

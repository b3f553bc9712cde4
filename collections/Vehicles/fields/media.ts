import type { Field } from 'payload'

import { httpUrlError } from '@/lib/vehicles/validation'

/** Photos: our uploads first, then the stock-photo (EVOX) URLs some feeds provide. */
export const mediaFields: Field[] = [
  { name: 'previewImage', type: 'upload', relationTo: 'media', admin: { description: 'Card and list image.' } },
  {
    name: 'images',
    type: 'upload',
    relationTo: 'media',
    hasMany: true,
    admin: { description: 'Gallery of the detail page, in display order.' },
  },
  {
    name: 'evoxImages',
    label: 'EVOX images',
    type: 'array',
    admin: { initCollapsed: true, description: 'Stock photos by URL, used when there are no uploads.' },
    fields: [
      {
        name: 'url',
        type: 'text',
        required: true,
        validate: (value: string | null | undefined) => (value ? httpUrlError(value) : 'Enter the image URL.'),
      },
    ],
  },
  {
    name: 'imageCustomBg',
    label: 'Image background',
    type: 'text',
    admin: { description: 'Background behind cut-out stock photos, e.g. a CSS color or an image URL.' },
  },
]

import type { FieldHook, TextField } from 'payload'

import { slugify } from '@/lib/vehicles/slug'

type SlugFieldOptions = {
  /** Sibling field(s) the slug is built from when the editor leaves it empty, joined in this order. */
  from: string | string[]
  name?: string
  overrides?: Partial<Omit<TextField, 'hasMany' | 'maxRows' | 'minRows' | 'type' | 'validate'>>
}

/** Unique, indexed slug text field that fills itself from another field and normalises what editors type. */
export function slugField({ from, name = 'slug', overrides = {} }: SlugFieldOptions): TextField {
  const sources = Array.isArray(from) ? from : [from]

  const fillSlug: FieldHook = ({ value, siblingData, originalDoc, operation, path }) => {
    if (typeof value === 'string' && value.trim() !== '') return slugify(value)
    // A partial API update that omits the slug keeps the stored one; renaming must not silently move a URL.
    if (value === undefined && operation === 'update') return value
    // A partial update may clear the slug without resending the source; a top-level field can read it back.
    const stored = path.length === 1 ? originalDoc : undefined
    const source = sources
      .map((key) => siblingData?.[key] ?? stored?.[key])
      .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
      .join(' ')
    return source ? slugify(source) : value
  }

  return {
    name,
    type: 'text',
    unique: true,
    index: true,
    ...overrides,
    admin: {
      position: 'sidebar',
      description:
        `Part of the page address. Filled from ${sources.join(' + ')} when left empty; ` +
        'lower-case letters, digits and dashes.',
      ...overrides.admin,
    },
    hooks: {
      ...overrides.hooks,
      beforeValidate: [fillSlug, ...(overrides.hooks?.beforeValidate ?? [])],
    },
  }
}

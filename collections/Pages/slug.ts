import type { FieldHook, TextFieldSingleValidation } from 'payload'

import { slugify } from '@/lib/vehicles/slug'

/**
 * A page's address below the site root, which may span segments ('legal/privacy-policy'): each segment is
 * slugified on its own and empty segments (leading, trailing or doubled slashes) are dropped. Pure.
 */
export function normalizePageSlug(value: string): string {
  return value
    .split('/')
    .map((segment) => slugify(segment))
    .filter(Boolean)
    .join('/')
}

/** Fills an empty slug from the title and normalises what editors typed. */
export const fillPageSlug: FieldHook = ({ value, siblingData, operation }) => {
  if (typeof value === 'string' && value.trim() !== '') return normalizePageSlug(value)
  // A partial update that omits the slug keeps the stored one: renaming must not silently move a URL.
  if (value === undefined && operation === 'update') return value
  const title = siblingData?.title
  return typeof title === 'string' && title.trim() !== '' ? slugify(title) : value
}

/** Refuses a slug that normalising would leave empty. */
export const validatePageSlug: TextFieldSingleValidation = (value) =>
  typeof value === 'string' && normalizePageSlug(value) !== '' ? true : 'Enter an address, e.g. legal/privacy-policy.'

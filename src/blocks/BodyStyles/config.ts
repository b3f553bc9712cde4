import type { Block } from 'payload'

import { headingFields } from '../shared/fields'

/** Browse-by-body-style tiles (the active body styles, from the catalog). */
export const BodyStylesBlock: Block = {
  slug: 'bodyStyles',
  interfaceName: 'BodyStylesBlock',
  labels: { singular: 'Body styles', plural: 'Body styles' },
  fields: headingFields('Browse by body style'),
}

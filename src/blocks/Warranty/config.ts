import type { Block } from 'payload'

import { calloutFields } from '../shared/fields'

/** The warranty promise (SPEC: lifetime engine limited warranty on vehicles under 85,000 miles) with its checks and links. */
export const WarrantyBlock: Block = {
  slug: 'warranty',
  interfaceName: 'WarrantyBlock',
  labels: { singular: 'Warranty', plural: 'Warranty' },
  fields: calloutFields({ title: 'Lifetime engine limited warranty' }),
}

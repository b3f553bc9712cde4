import type { Block } from 'payload'

import { calloutFields } from '../shared/fields'

/** The financing pitch (pre-approval without a credit-score impact, $0 down options) with its steps and links. */
export const FinancingBlock: Block = {
  slug: 'financing',
  interfaceName: 'FinancingBlock',
  labels: { singular: 'Financing', plural: 'Financing' },
  fields: calloutFields({ title: 'Auto financing for every credit story' }),
}

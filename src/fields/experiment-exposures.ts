import type { Field, FieldHook } from 'payload'

import { serverOwned } from '@/access/server-owned'
import { exposurePair } from '@/lib/experiments/assignment'

const setPair: FieldHook = ({ siblingData }) => {
  const { experiment, variant } = siblingData
  return typeof experiment === 'string' && typeof variant === 'string' ? exposurePair(experiment, variant) : undefined
}

/**
 * The `experiments` field of a lead: the variants its visitor saw, as the form endpoint verified them against the
 * running experiments (src/lib/leads/intake/exposures.ts). Read-only; filter the leads list by "Experiment/variant".
 */
export const leadExperimentsField: Field = {
  name: 'experiments',
  type: 'array',
  access: serverOwned,
  labels: { singular: 'Experiment', plural: 'Experiments' },
  admin: { readOnly: true, description: 'A/B test variants this visitor saw when sending the form.' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'experiment', type: 'text', required: true, index: true },
        { name: 'variant', type: 'text', required: true },
        {
          name: 'pair',
          label: 'Experiment/variant',
          type: 'text',
          index: true,
          hooks: { beforeChange: [setPair] },
          admin: { readOnly: true },
        },
      ],
    },
  ],
}

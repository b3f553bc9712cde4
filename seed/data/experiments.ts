import type { Experiment } from '@/payload-types'

export type ExperimentFixture = Omit<Experiment, 'id' | 'createdAt' | 'updatedAt'>

/**
 * One example A/B test for marketing to copy: a 48-month default term in the vehicle page's payment calculator
 * against the site as it is. Seeded stopped, so no visitor (and no e2e spec) is bucketed until marketing runs it.
 */
export const EXPERIMENTS: ExperimentFixture[] = [
  {
    name: 'finance-term-48',
    status: 'stopped',
    description:
      'Hypothesis: a 48-month default term shows a lower monthly payment on the vehicle page and lifts ' +
      'pre-approval leads. Run for four weeks; compare the share of leads with the share of visitors.',
    variants: [
      { key: 'control', weight: 50 },
      {
        key: 'term-48',
        weight: 50,
        settings: { calculator: { financeTerm: { default: 48 } }, financeDefaults: { term: 48 } },
      },
    ],
  },
]

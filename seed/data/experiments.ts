import type { Experiment } from '@/payload-types'

export type ExperimentFixture = Omit<Experiment, 'id' | 'createdAt' | 'updatedAt'>

/**
 * One example A/B test for marketing to copy: a longer default finance term and a friendlier 404 button against
 * the site as it is. Seeded stopped, so no visitor (and no e2e spec) is bucketed until marketing runs it.
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
        langs: { 'pages.not-found-page.button.text': 'Browse our cars' },
      },
    ],
  },
]

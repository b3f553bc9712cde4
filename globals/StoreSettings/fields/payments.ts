import type { Field } from 'payload'

import { APR, CALCULATOR, FEES, FINANCE_DEFAULTS, type SliderBounds } from '@/lib/settings/defaults'

type SliderName = keyof typeof CALCULATOR

const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

const numberField = (name: string, defaultValue: number | undefined, description?: string): Field => ({
  name,
  type: 'number',
  defaultValue,
  admin: description ? { description } : undefined,
})

/** A calculator slider: min, max, step and default, each defaulting to its constant in src/lib/settings/defaults. */
function slider(name: SliderName, label: string, extra: Field[] = []): Field {
  const bounds: SliderBounds = CALCULATOR[name]
  return {
    name,
    type: 'group',
    label,
    fields: [
      {
        type: 'row',
        fields: [
          numberField('min', bounds.min),
          numberField('max', bounds.max),
          numberField('step', bounds.step),
          numberField('default', bounds.default),
          ...extra,
        ],
      },
    ],
  }
}

/** Fees, APR rules, calculator bounds and finance defaults used by the payment estimate. */
export const paymentFields: Field[] = [
  {
    name: 'fees',
    type: 'group',
    fields: [
      {
        type: 'row',
        fields: [
          numberField('documentaryFee', FEES.documentaryFee, 'USD'),
          {
            // A plain yyyy-mm-dd (SPEC date pattern) so no time zone can shift the day.
            name: 'documentaryFeeSince',
            type: 'text',
            defaultValue: FEES.documentaryFeeSince,
            validate: (value: string | null | undefined) =>
              !value || DATE_PATTERN.test(value) ? true : 'Use yyyy-mm-dd, e.g. 2020-03-01',
            admin: { description: 'The documentary fee applies to sales from this date (yyyy-mm-dd).' },
          },
          numberField('thirtyDayDriveFee', FEES.thirtyDayDriveFee, 'USD'),
          numberField('salesTaxPercent', undefined, 'State sales tax, e.g. 6.25'),
          numberField('titleFee', undefined, 'USD'),
        ],
      },
    ],
  },
  {
    name: 'apr',
    type: 'group',
    label: 'APR',
    fields: [
      {
        type: 'row',
        fields: [
          numberField('basePercent', undefined, 'APR before surcharges.'),
          numberField('modelYearFrom', APR.modelYearFrom, 'Vehicles of this model year or later…'),
          numberField('modelYearAddPercent', APR.modelYearAddPercent, '…add this percent.'),
        ],
      },
      {
        name: 'creditTiers',
        type: 'array',
        defaultValue: APR.creditTiers,
        labels: { singular: 'Credit tier', plural: 'Credit tiers' },
        admin: { description: 'FICO bands below the top tier and the percent each adds to the APR.' },
        fields: [
          {
            type: 'row',
            fields: [
              { name: 'minScore', type: 'number', required: true, min: 300, max: 850 },
              { name: 'maxScore', type: 'number', required: true, min: 300, max: 850 },
              { name: 'addPercent', type: 'number', required: true, min: 0 },
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'calculator',
    type: 'group',
    admin: { description: 'Payment calculator sliders.' },
    fields: [
      slider('cashDown', 'Cash down', [
        numberField('percentStep', CALCULATOR.cashDown.percentStep),
        numberField(
          'defaultPercent',
          CALCULATOR.cashDown.defaultPercent,
          'Of the price; the default above applies when no price is known.',
        ),
      ]),
      slider('tradeEquity', 'Trade equity'),
      slider('creditScore', 'Credit score'),
      slider('financeTerm', 'Finance term (months)'),
      slider('leaseTerm', 'Lease term (months)'),
      slider('leaseMiles', 'Lease miles a year'),
    ],
  },
  {
    name: 'financeDefaults',
    type: 'group',
    fields: [
      {
        type: 'row',
        fields: [
          numberField('creditScore', FINANCE_DEFAULTS.creditScore),
          numberField('term', FINANCE_DEFAULTS.term, 'Months'),
          numberField('leaseTerm', FINANCE_DEFAULTS.leaseTerm, 'Months'),
          numberField('leaseMileage', FINANCE_DEFAULTS.leaseMileage, 'Miles a year'),
        ],
      },
    ],
  },
]

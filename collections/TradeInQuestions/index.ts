import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { rolesAllowed } from '@/access/roles-allowed'
import { STORED_OPERATORS, type StoredOperator } from '@/lib/trade-in/condition'

import { revalidateTradeInQuestions } from './hooks/revalidate'

const OPERATOR_LABELS: Record<StoredOperator, string> = {
  eq: 'equals',
  ne: 'does not equal',
  in: 'is one of',
  not_in: 'is none of',
  includes: 'includes',
  lt: 'is less than',
  lte: 'is at most',
  gt: 'is more than',
  gte: 'is at least',
}

/** One question of the sell-or-trade questionnaire; it may depend on the answer to an earlier one. */
export const TradeInQuestions: CollectionConfig = {
  slug: 'trade-in-questions',
  admin: {
    useAsTitle: 'text',
    defaultColumns: ['questionId', 'text', 'inputType', 'required', 'sortOrder'],
    listSearchableFields: ['questionId', 'text'],
    group: 'Trade-in',
  },
  access: {
    read: anyone,
    create: rolesAllowed('manager'),
    update: rolesAllowed('manager'),
    delete: rolesAllowed('manager'),
  },
  defaultSort: 'sortOrder',
  hooks: revalidateTradeInQuestions,
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'questionId',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          admin: { description: 'Stable key of the answer, e.g. vehicle_condition; conditions refer to it.' },
        },
        {
          name: 'inputType',
          type: 'select',
          required: true,
          defaultValue: 'radio',
          options: [
            { label: 'Radio buttons', value: 'radio' },
            { label: 'Drop-down', value: 'select' },
            { label: 'Price', value: 'price' },
            { label: 'Text area', value: 'textarea' },
          ],
        },
        { name: 'required', type: 'checkbox', defaultValue: false },
      ],
    },
    // The texts are localized: the Spanish wizard asks in Spanish, falling back to English. The ids,
    // values and conditions are shared, so answers and offers do not depend on the language.
    { name: 'text', type: 'text', required: true, label: 'Question', localized: true },
    { name: 'description', type: 'textarea', localized: true },
    {
      name: 'answers',
      type: 'array',
      labels: { singular: 'Answer', plural: 'Answers' },
      admin: {
        condition: (_, siblingData) => siblingData?.inputType === 'radio' || siblingData?.inputType === 'select',
        description: 'Choices, in display order. Conditions compare against the value.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', required: true, localized: true },
            { name: 'value', type: 'text', required: true },
          ],
        },
        { name: 'description', type: 'textarea', localized: true },
      ],
    },
    {
      name: 'condition',
      type: 'group',
      admin: {
        description:
          'Ask this question only when another question\u2019s answer matches. Leave the question id empty to ' +
          'always ask it. While that question is unanswered (or itself hidden), this one stays hidden.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'questionId', type: 'text', admin: { description: 'questionId of the earlier question.' } },
            {
              name: 'operator',
              type: 'select',
              defaultValue: 'eq',
              options: (Object.keys(STORED_OPERATORS) as StoredOperator[]).map((value) => ({
                label: `${STORED_OPERATORS[value]} (${OPERATOR_LABELS[value]})`,
                value,
              })),
              admin: {
                description: 'Numeric comparisons (<, <=, >, >=) suit price questions; in/not_in take several values.',
              },
            },
          ],
        },
        {
          name: 'values',
          type: 'array',
          labels: { singular: 'Value', plural: 'Values' },
          fields: [{ name: 'value', type: 'text', required: true }],
        },
      ],
    },
    {
      name: 'sortOrder',
      type: 'number',
      defaultValue: 0,
      admin: { position: 'sidebar', description: 'Order within the questionnaire; lower comes first.' },
    },
  ],
}

import type { Field } from 'payload'

import { CONSENT_TEXTS, type ConsentLanguage } from '@/lib/consent/texts'

const LANGUAGE_LABELS: Record<ConsentLanguage, string> = { en: 'English', es: 'Spanish (Español)' }

/** The banner texts of one language, each defaulting to the built-in translation. */
export function consentTextsGroup(language: ConsentLanguage): Field {
  const d = CONSENT_TEXTS[language]
  const text = (name: 'acceptAll' | 'customize' | 'deny' | 'close' | 'save', description?: string): Field => ({
    name,
    type: 'text',
    required: true,
    defaultValue: d[name],
    admin: description ? { description } : undefined,
  })
  return {
    name: language,
    type: 'group',
    label: LANGUAGE_LABELS[language],
    fields: [
      { name: 'title', type: 'text', required: true, defaultValue: d.title },
      { name: 'description', type: 'textarea', required: true, defaultValue: d.description },
      {
        type: 'row',
        fields: [
          text('acceptAll'),
          text('customize', 'Tiers 2 and 3.'),
          text('deny', 'Tier 3: keeps essential, functional and analytics.'),
        ],
      },
      { type: 'row', fields: [text('close', 'Tier 1: accepts all.'), text('save', 'Saves customised choices.')] },
      {
        name: 'labels',
        type: 'group',
        label: 'Category labels',
        fields: [
          {
            type: 'row',
            fields: (['essential', 'functional', 'analytics', 'targeting'] as const).map((category): Field => ({
              name: category,
              type: 'text',
              required: true,
              defaultValue: d.labels[category],
            })),
          },
        ],
      },
    ],
  }
}

'use client'

import { useCallback } from 'react'

import { useExperimentLangs } from '@/components/experiments/use-experiments.client'
import { overrideFor } from '@/lib/experiments/langs'
import { DEFAULT_LOCALE } from '@/lib/i18n/locales'

import { useCatalogue } from './catalogue-context.client'
import { useLocale } from './locale-context.client'

/** Values put into a text's `{name}` placeholders after it is translated. */
export type TextValues = Readonly<Record<string, string | number>>

/**
 * `tr('Send message')`, `tr('Unlock price of the {title}', { title })`: a form text in the page's language,
 * placeholders filled after translating. English texts are written where they are used, so the English site is
 * unchanged; Spanish comes from the catalogue the Spanish layout provides (SpanishCatalogue), the same one the
 * endpoints use (src/lib/i18n/translate.ts). tests/int/i18n-forms.int.spec.ts checks every literal given to tr()
 * has a Spanish entry.
 */
export function useTranslate(): (english: string, values?: TextValues) => string {
  const locale = useLocale()
  const catalogue = useCatalogue()
  // An experiment variant's text for this language wins over the site's (docs/marketing.md, "Experiments": texts).
  const experimentTexts = useExperimentLangs()
  return useCallback(
    (english: string, values?: TextValues) => {
      const text =
        overrideFor(experimentTexts, english, locale) ??
        (locale === DEFAULT_LOCALE ? english : (catalogue?.(english) ?? english))
      return values ? text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole)) : text
    },
    [locale, catalogue, experimentTexts],
  )
}

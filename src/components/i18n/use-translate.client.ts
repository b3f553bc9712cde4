'use client'

import { useMemo } from 'react'

import { useExperimentLangs } from '@/components/experiments/use-experiments.client'
import { overrideFor } from '@/lib/experiments/langs'
import { DEFAULT_LOCALE } from '@/lib/i18n/locales'
import { translator, type Translate } from '@/lib/i18n/ui-texts'

import { useCatalogue } from './catalogue-context.client'
import { useLocale } from './locale-context.client'

export type { Translate }

/**
 * The client texts in the page's language: `tr('forms.unlock.unlockPriceTitle', { title })` reads the keyed
 * catalogue (src/lib/i18n/en-ui.ts, es-ui.ts; a key the catalogue lacks is a compile error), and `tr.text(english)`
 * translates an English text that comes as text — a shared schema's message, an endpoint's refusal, a label of a
 * pure module's table — through its key. English ships with every page that uses it; Spanish comes from the
 * catalogue the Spanish layout provides (SpanishCatalogue), the one the endpoints use (src/lib/i18n/translate.ts).
 */
export function useTranslate(): Translate {
  const locale = useLocale()
  const catalogue = useCatalogue()
  // An experiment variant's text for this language wins over the site's (docs/marketing.md, "Experiments": texts).
  const experimentTexts = useExperimentLangs()
  return useMemo(
    () =>
      translator(locale, locale === DEFAULT_LOCALE ? null : catalogue, (english) =>
        overrideFor(experimentTexts, english, locale),
      ),
    [locale, catalogue, experimentTexts],
  )
}

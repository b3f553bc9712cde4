/**
 * The English texts a variant may override: every text of the site's forms (the `forms` and `finance` branches of
 * the client texts, src/lib/i18n/en-ui.ts), as the English page shows them. Each has its Spanish by key
 * (tests/int/i18n-catalogue.int.spec.ts). Server-side only (the collection's validation and the public experiments
 * reader): the browser never loads this list.
 */
import { enUi } from '@/lib/i18n/en-ui'
import { uiEntries } from '@/lib/i18n/ui-texts'

export const OVERRIDABLE_TEXTS: ReadonlySet<string> = new Set(
  [...uiEntries(enUi.forms), ...uiEntries(enUi.finance)].map(([, english]) => english),
)

/**
 * The English texts a variant may override: every text the site's forms pass to `tr()`. Each one has a Spanish
 * entry in the catalogues (tests/int/i18n-forms.int.spec.ts checks it), so their keys are that list. Server-side
 * only (the collection's validation and the public experiments reader): the browser never loads the catalogues
 * for this.
 */
import { ES_FORMS } from '@/lib/i18n/es-forms'
import { ES_FINANCE_FORMS } from '@/lib/i18n/es-forms-finance'

export const OVERRIDABLE_TEXTS: ReadonlySet<string> = new Set([...Object.keys(ES_FORMS), ...Object.keys(ES_FINANCE_FORMS)])

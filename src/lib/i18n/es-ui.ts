import type { enUi } from './en-ui'
import type { MessagesShape } from './es'
import { esFinanceForms } from './es-forms-finance'
import { esForms } from './es-forms'
import { esInventory } from './es-inventory'
import { esMessages } from './es-messages'

/**
 * The Spanish of ./en-ui.ts (`es.ui`). Its own module so the browser loads it only on Spanish pages: the Spanish
 * root layout provides it to client components (src/components/i18n/spanish-catalogue.client.tsx), while English
 * pages never import it.
 */
export const esUi: MessagesShape<typeof enUi> = { messages: esMessages, forms: esForms, finance: esFinanceForms, inventory: esInventory }

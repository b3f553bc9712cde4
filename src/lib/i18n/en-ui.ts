import { enFinanceForms } from './en-forms-finance'
import { enForms } from './en-forms'
import { enInventory } from './en-inventory'
import { enMessages } from './en-messages'

/**
 * The English texts client components draw (`en.ui` of the site catalogue): form messages, labels, toasts and
 * the inventory's islands. Its own module so the browser loads these and not the whole site catalogue.
 */
export const enUi = { messages: enMessages, forms: enForms, finance: enFinanceForms, inventory: enInventory }

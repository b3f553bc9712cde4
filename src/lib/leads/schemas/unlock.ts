/**
 * Unlock inventory (the private-inventory popup) and unlock price (the personalised price on a vehicle or
 * search page): the visitor's four contact fields (first name, last name, email, phone) and nothing else.
 */
import { z } from 'zod'

import { contextFields, userFields } from './common'

/** `unlock-inventory`: contact details in exchange for the private inventory ('Access Granted!'). */
export const unlockInventorySchema = z.object({ ...contextFields, ...userFields })
export type UnlockInventoryInput = z.input<typeof unlockInventorySchema>
export type UnlockInventoryData = z.output<typeof unlockInventorySchema>

/** `unlock-price`: contact details in exchange for the personalised price; vehicleId when on a vehicle page. */
export const unlockPriceSchema = z.object({ ...contextFields, ...userFields })
export type UnlockPriceInput = z.input<typeof unlockPriceSchema>
export type UnlockPriceData = z.output<typeof unlockPriceSchema>

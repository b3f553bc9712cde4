import type { FieldHook } from 'payload'

import { normalizeVin as normalize } from '@/lib/vehicles/validation'

/** Uppercases the VIN before validation so the unique index never sees the same VIN in two spellings. */
export const normalizeVin: FieldHook = ({ value }) => (typeof value === 'string' ? normalize(value) : value)

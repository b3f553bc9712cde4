/**
 * Schedule a test drive from a vehicle page (choose day → time → confirm details → scheduled).
 * The time is an ISO date-time with the location's offset, as the form computes it from the location's sales
 * hours and time zone; whether the slot is open is checked by the endpoint against those hours, not here.
 */
import { z } from 'zod'

import { MESSAGES, date, dateTime, documentId } from '../validation'

import { contextFields, userFields, userSchema } from './common'

const isObject = (value: unknown): boolean => typeof value === 'object' && value !== null

/**
 * `test-drive`. Besides each field's own message, incomplete contact fields add SPEC's 'Please fill info about
 * yourself.' under the key `user`, which the confirm step shows (and the error toast repeats).
 */
export const testDriveSchema = z
  .object({
    ...contextFields,
    ...userFields,
    vehicleId: documentId(),
    /** The chosen day, yyyy-mm-dd, in the location's time zone. */
    day: date(),
    /** The chosen start time, e.g. 2026-03-02T15:30:00-06:00. */
    time: dateTime(),
  })
  .refine((data) => userSchema.safeParse(data).success, {
    message: MESSAGES.testDriveUser,
    path: ['user'],
    // Run even when other fields failed: the confirm step needs this message whenever the contact part is wrong.
    when: (payload) => isObject(payload.value),
  })
export type TestDriveInput = z.input<typeof testDriveSchema>
export type TestDriveData = z.output<typeof testDriveSchema>

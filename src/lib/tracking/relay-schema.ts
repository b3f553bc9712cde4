/**
 * The body of `POST /api/track/facebook` (currency, value, event_id, event_time, fbp, fbc,
 * user_data, custom_data, eventName, eventID, eventTime). The spec lists both spellings of the id and the time;
 * either is taken, the camel-case one first. Pure.
 */
import { z } from 'zod'

import { CONVERSION_VALUES } from '@/lib/settings/defaults'

import { EVENT_NAMES } from './events'

export const RELAY_MESSAGES = {
  eventName: 'Unknown event name.',
  eventId: 'Send an event id of 8 to 64 letters, digits, dashes or underscores.',
  eventTime: 'Send the event time in seconds since 1970, within the last 7 days.',
  value: 'The value must be the event’s conversion value.',
  currency: 'Conversion values are in USD.',
  text: 'Too long.',
} as const

const eventId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, RELAY_MESSAGES.eventId)
const seconds = z.number(RELAY_MESSAGES.eventTime).int(RELAY_MESSAGES.eventTime).positive(RELAY_MESSAGES.eventTime)
const short = (max: number) => z.string().max(max, RELAY_MESSAGES.text)

const userData = z
  .object({ email: short(254), phone: short(40), firstName: short(100), lastName: short(100) })
  .partial()
  .strict()

export const relayBodySchema = z
  .object({
    eventName: z.enum(EVENT_NAMES, RELAY_MESSAGES.eventName),
    eventID: eventId.optional(),
    event_id: eventId.optional(),
    eventTime: seconds.optional(),
    event_time: seconds.optional(),
    currency: z.literal('USD', RELAY_MESSAGES.currency).default('USD'),
    value: z.number(RELAY_MESSAGES.value).optional(),
    fbp: short(200).optional(),
    fbc: short(500).optional(),
    user_data: userData.default({}),
    custom_data: z
      .record(short(40), z.union([short(500), z.number()]))
      .refine((data) => Object.keys(data).length <= 20, RELAY_MESSAGES.text)
      .default({}),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (!body.eventID && !body.event_id) ctx.addIssue({ code: 'custom', path: ['eventID'], message: RELAY_MESSAGES.eventId })
    // The value is the SPEC's for the event: the relay must not be a way to report made-up revenue.
    if (body.value !== undefined && body.value !== CONVERSION_VALUES[body.eventName]) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: RELAY_MESSAGES.value })
    }
  })

export type RelayBody = z.output<typeof relayBodySchema>

/** First message per top-level field (nested user_data keys are reported under user_data). */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const messages: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_form')
    messages[key] ??= issue.message
  }
  return messages
}

/**
 * The alert sign-up form, one zod schema for the browser's form and the endpoint: an email address
 * (the SPEC's rule and message), what to watch (a vehicle for a price drop, a search results path for new
 * matches) and the submission context every lead form sends. Pure; safe in the browser bundle.
 */
import { z } from 'zod'

import { LOCALES } from '@/lib/i18n/locales'
import { email, idempotencyKey, MESSAGES, optionalDocumentId, pageUrl } from '@/lib/leads/validation'

/** 'price-drop': a VDP's "Tell me if the price drops"; 'new-matches': an SRP's "Tell me about new matches". */
export const ALERT_KINDS = ['price-drop', 'new-matches'] as const
export type AlertKind = (typeof ALERT_KINDS)[number]

/** Longest search path accepted: the longest canonical listing URL is well under 200 characters. */
export const MAX_SEARCH_PATH = 500

export const alertSubscribeSchema = z
  .object({
    kind: z.enum(ALERT_KINDS, { error: MESSAGES.invalidRequest }),
    email: email(),
    vehicleId: optionalDocumentId(),
    searchPath: z.string({ error: MESSAGES.invalidRequest }).trim().max(MAX_SEARCH_PATH, MESSAGES.invalidRequest).optional(),
    idempotencyKey: idempotencyKey(),
    pageUrl: pageUrl(),
    /** The page's language: a Spanish page's form sends 'es' (else the page address decides, as for leads). */
    locale: z.enum(LOCALES).optional().catch(undefined),
  })
  .superRefine((data, ctx) => {
    // What to watch is the page's, never the shopper's: a missing one is a broken page, said as such.
    if (data.kind === 'price-drop' && !data.vehicleId) {
      ctx.addIssue({ code: 'custom', path: ['vehicleId'], message: MESSAGES.invalidRequest })
    }
    if (data.kind === 'new-matches' && !data.searchPath) {
      ctx.addIssue({ code: 'custom', path: ['searchPath'], message: MESSAGES.invalidRequest })
    }
  })

export type AlertSubscribeInput = z.input<typeof alertSubscribeSchema>
export type AlertSubscription = z.output<typeof alertSubscribeSchema>

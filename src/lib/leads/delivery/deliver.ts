import type { Payload } from 'payload'

import type { Lead } from '@/payload-types'

import type { DeliveryState } from './constants'
import { renderLeadMessages, type LeadMessage, type LeadMessageRenderer } from './messages'

type Delivery = NonNullable<Lead['delivery']>
type Attempt = NonNullable<Delivery['attempts']>[number]
type SentRow = NonNullable<Delivery['sentTo']>[number]

export type DeliverInput = { leadId: string; round: string }

export type DeliveryOutcome = {
  state: DeliveryState | 'deleted'
  sent: number
  /** Recipients this round had already reached (a retry after a partial failure). */
  skipped: number
  failures: Array<{ recipient: string; error: string }>
}

type DeliverOptions = {
  /** The job's last try: a failure now leaves the lead 'failed' instead of 'pending' a retry. */
  lastTry: boolean
  render?: LeadMessageRenderer
}

/** Thrown when any recipient failed, so the jobs system retries; recipients already reached are not mailed again. */
export class LeadDeliveryError extends Error {
  constructor(outcome: DeliveryOutcome) {
    const detail = outcome.failures.map((failure) => `${failure.recipient}: ${failure.error}`).join('; ')
    super(`${outcome.failures.length} lead email(s) failed: ${detail}`)
    this.name = 'LeadDeliveryError'
  }
}

const sameRecipient = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500)

function messageIdOf(info: unknown): string | undefined {
  if (typeof info !== 'object' || info === null || !('messageId' in info)) return undefined
  return typeof info.messageId === 'string' ? info.messageId : undefined
}

/**
 * Sends a lead's emails for one delivery round and records every attempt on the lead. Recipients this round
 * already reached (in `delivery.sentTo`) are skipped, so a retry after a partial failure mails only the others.
 * Returns the outcome; throws LeadDeliveryError when a recipient failed (after recording it).
 */
export async function deliverLead(
  payload: Payload,
  { leadId, round }: DeliverInput,
  { lastTry, render = renderLeadMessages }: DeliverOptions,
): Promise<DeliveryOutcome> {
  const lead = await payload.findByID({ collection: 'leads', id: leadId, depth: 2, disableErrors: true })
  if (!lead) return { state: 'deleted', sent: 0, skipped: 0, failures: [] }

  let attempts: Attempt[] = lead.delivery?.attempts ?? []
  let sentTo: SentRow[] = lead.delivery?.sentTo ?? []
  const save = async (state: DeliveryState) => {
    const saved = await payload.update({
      collection: 'leads',
      id: leadId,
      data: { delivery: { state, attempts, sentTo } },
      depth: 0,
      context: { disableRevalidate: true },
    })
    attempts = saved.delivery?.attempts ?? attempts
    sentTo = saved.delivery?.sentTo ?? sentTo
  }
  const pendingOrFailed: DeliveryState = lastTry ? 'failed' : 'pending'

  let messages: LeadMessage[]
  try {
    const settings = await payload.findGlobal({ slug: 'store-settings', depth: 0 })
    messages = await render(lead, settings)
  } catch (error) {
    attempts = [...attempts, { at: new Date().toISOString(), ok: false, error: `Rendering failed: ${errorText(error)}` }]
    await save(pendingOrFailed)
    throw error
  }

  if (!messages.length) {
    const error = `No recipients: store settings route nobody for ${lead.event}.`
    attempts = [...attempts, { at: new Date().toISOString(), ok: false, error }]
    await save('unrouted')
    return { state: 'unrouted', sent: 0, skipped: 0, failures: [] }
  }

  await save('sending')
  const outcome: DeliveryOutcome = { state: 'sent', sent: 0, skipped: 0, failures: [] }
  for (const message of messages) {
    const reached = sentTo.some(
      (row) => row.round === round && row.messageKind === message.kind && sameRecipient(row.recipient, message.recipient),
    )
    if (reached) {
      outcome.skipped++
      continue
    }
    const at = new Date().toISOString()
    try {
      const info = await payload.sendEmail({
        to: message.recipient,
        subject: message.subject,
        text: message.xml ?? message.text ?? '',
      })
      attempts = [...attempts, { at, recipient: message.recipient, kind: message.kind, ok: true }]
      const messageId = messageIdOf(info)
      sentTo = [...sentTo, { recipient: message.recipient, messageKind: message.kind, sentAt: at, messageId, round }]
      outcome.sent++
    } catch (error) {
      const text = errorText(error)
      attempts = [...attempts, { at, recipient: message.recipient, kind: message.kind, ok: false, error: text }]
      outcome.failures.push({ recipient: message.recipient, error: text })
      payload.logger.warn({ msg: `Lead ${leadId}: email to ${message.recipient} failed: ${text}` })
    }
    // Recorded after every message, so a crash between two sends cannot make a retry repeat the first one.
    await save('sending')
  }

  outcome.state = outcome.failures.length ? pendingOrFailed : 'sent'
  await save(outcome.state)
  if (outcome.failures.length) throw new LeadDeliveryError(outcome)
  return outcome
}

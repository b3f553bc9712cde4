import { setTimeout as sleep } from 'node:timers/promises'

import type { Endpoint } from 'payload'

import { hasRole } from '@/access/roles'
import { queueLeadDelivery, runLeadDeliveries } from '@/lib/leads/delivery/queue'

// Long enough for a healthy mail server; a hanging one leaves the job running and the admin sees 'sending'.
const WAIT_MS = 10_000

/**
 * POST /api/leads/:id/resend (managers, admins, and sales for their own leads): mails every recipient of the lead again, as a new
 * delivery round recorded in its attempts, and answers with the delivery state once the job ran (or after 10 s).
 */
export const resendEndpoint: Endpoint = {
  path: '/:id/resend',
  method: 'post',
  handler: async (req) => {
    if (!hasRole(req.user, 'manager', 'sales')) {
      return Response.json({ ok: false, error: 'You are not allowed to resend leads.' }, { status: 403 })
    }
    const id = req.routeParams?.id
    const lead =
      typeof id === 'string'
        ? // As the signed-in user: a salesperson resends only the leads they own.
          await req.payload.findByID({
            collection: 'leads',
            id,
            depth: 0,
            disableErrors: true,
            overrideAccess: false,
            user: req.user,
          })
        : null
    if (!lead) return Response.json({ ok: false, error: 'Lead not found.' }, { status: 404 })

    await req.payload.update({
      collection: 'leads',
      id: lead.id,
      data: { delivery: { state: 'pending' } },
      depth: 0,
      context: { disableRevalidate: true },
    })
    const { jobId } = await queueLeadDelivery(req.payload, lead.id, { resend: true })
    const run = runLeadDeliveries(req.payload, { jobId }).catch((error: unknown) =>
      req.payload.logger.error({ err: error, msg: `lead ${lead.id}: resend failed to run` }),
    )
    await Promise.race([run, sleep(WAIT_MS, undefined, { ref: false })])
    const after = await req.payload.findByID({ collection: 'leads', id: lead.id, depth: 0 })
    return Response.json({ ok: true, jobId, state: after.delivery?.state ?? 'pending' })
  },
}

import { after } from 'next/server'

import { getPayloadClient } from '@/lib/data/payload'
import { CROSS_SITE_MESSAGE, isCrossSiteRequest } from '@/lib/http/same-origin'
import { runLeadDeliveries } from '@/lib/leads/delivery/queue'
import { isFormSwitchedOff } from '@/lib/leads/intake/form-pages'
import { handleFormRequest } from '@/lib/leads/intake/handle'
import { createFormLimiter, INTAKE_MESSAGES } from '@/lib/leads/intake/policy'
import { formResponse } from '@/lib/leads/intake/response'
import { refused, refusedForm, type FormResult } from '@/lib/leads/intake/result'

// One per server process: the rate limits count here (src/lib/leads/intake/policy.ts).
const limiter = createFormLimiter()

/**
 * Every lead form: `POST /api/forms/{form}` with JSON, or multipart for the careers résumé. The work is
 * handleFormRequest's (src/lib/leads/intake); this sends its answer, and once a new lead is stored runs the email
 * queue right after answering instead of waiting for the minute's autoRun (not when JOBS_AUTORUN=false).
 */
export async function POST(request: Request, { params }: { params: Promise<{ form: string }> }): Promise<Response> {
  const { form } = await params
  if (isCrossSiteRequest(request.headers)) return formResponse(refusedForm(403, CROSS_SITE_MESSAGE))
  const payload = getPayloadClient()
  // Awaited only by a valid submission; a failed start must not be an unhandled rejection for the others.
  payload.catch(() => undefined)
  // A form whose pages are all switched off takes no posts: 404 like its page, before the body is read.
  if (await isFormSwitchedOff(payload, form)) return formResponse(refused(404))
  let result: FormResult
  try {
    result = await handleFormRequest({ payload, limiter, now: () => new Date() }, request, form)
  } catch {
    // handleFormRequest never throws; this keeps the promise of "never a 500" should that ever change.
    result = refusedForm(503, INTAKE_MESSAGES.unavailable)
  }
  if (result.createdLeadId && process.env.JOBS_AUTORUN !== 'false') deliverAfterAnswer(payload)
  return formResponse(result)
}

function deliverAfterAnswer(payload: ReturnType<typeof getPayloadClient>): void {
  try {
    after(async () => {
      const instance = await payload
      await runLeadDeliveries(instance).catch((error: unknown) =>
        instance.logger.error({ err: error, msg: 'lead delivery after a form post failed; autoRun retries it' }),
      )
    })
  } catch {
    // Outside a Next request (tests calling POST directly) there is no `after`; autoRun sends the lead.
  }
}

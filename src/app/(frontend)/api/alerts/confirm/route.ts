import { confirmAlert } from '@/lib/alerts/links'
import { alertPageLocale, alertPageResponse } from '@/lib/alerts/page-response'
import { getPayloadClient } from '@/lib/data/payload'

/** `GET /api/alerts/confirm?token=…`: the double opt-in link of a new alert (src/lib/alerts/links.ts). */
export async function GET(request: Request): Promise<Response> {
  const payload = await getPayloadClient()
  const token = new URL(request.url).searchParams.get('token')
  return alertPageResponse(await confirmAlert(payload, token, new Date()), payload, alertPageLocale(request))
}

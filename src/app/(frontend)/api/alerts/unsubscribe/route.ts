import { unsubscribeAddress, unsubscribePrompt } from '@/lib/alerts/links'
import { alertPageLocale, alertPageResponse } from '@/lib/alerts/page-response'
import { getPayloadClient } from '@/lib/data/payload'

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token')

/** `GET /api/alerts/unsubscribe?token=…`: the confirmation page with its button; changes nothing. */
export async function GET(request: Request): Promise<Response> {
  const locale = alertPageLocale(request)
  return alertPageResponse(unsubscribePrompt(tokenOf(request), new Date(), locale), await getPayloadClient(), locale)
}

/**
 * `POST /api/alerts/unsubscribe?token=…`: the page's button, or a mail client's RFC 8058 one-click POST (body
 * `List-Unsubscribe=One-Click`, from the mail provider, so no same-origin check and no login: the token is the
 * authority). Every alert of the address stops.
 */
export async function POST(request: Request): Promise<Response> {
  const payload = await getPayloadClient()
  return alertPageResponse(await unsubscribeAddress(payload, tokenOf(request), new Date()), payload, alertPageLocale(request))
}

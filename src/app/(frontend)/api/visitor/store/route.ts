import { NextResponse } from 'next/server'

import { getPayloadClient } from '@/lib/data/payload'
import { CROSS_SITE_MESSAGE, isCrossSiteRequest } from '@/lib/http/same-origin'
import { readBodyBytes } from '@/lib/http/read-body'
import { selectedStoreCookie } from '@/lib/leads/visitor'
import { parseStoreChoice, STORE_CHOICE_MESSAGES } from '@/lib/visitor/store-choice'

const MAX_BODY_BYTES = 2048

/**
 * `POST /api/visitor/store` with `storeId` (and, from the no-JavaScript form, `returnTo`): remembers the visitor's
 * store in the userSelectedStore cookie for 30 days (secure, lax), which routes their later leads to that
 * store. A form post is sent back with 303; a JSON post gets `{ ok, storeId }`.
 */
export async function POST(request: Request): Promise<Response> {
  const isJson = (request.headers.get('content-type') ?? '').includes('application/json')
  const refuse = (status: number, errors: Record<string, string>) =>
    NextResponse.json({ ok: false, errors }, { status, headers: { 'Cache-Control': 'no-store' } })
  if (isCrossSiteRequest(request.headers)) return refuse(403, { _form: CROSS_SITE_MESSAGE })

  const body = await readBodyBytes(request, MAX_BODY_BYTES)
  const fields = body.ok ? decode(body.bytes, isJson) : null
  const choice = fields ? parseStoreChoice(fields) : { error: STORE_CHOICE_MESSAGES.unknownStore }
  if ('error' in choice) return refuse(400, { storeId: choice.error })

  const payload = await getPayloadClient()
  const location = await payload
    .findByID({ collection: 'locations', id: choice.storeId, depth: 0, overrideAccess: false, disableErrors: true })
    .catch(() => null)
  if (!location) return refuse(400, { storeId: STORE_CHOICE_MESSAGES.unknownStore })

  // A relative Location: behind a proxy request.url names the internal host, not the one the visitor used.
  const response = isJson
    ? NextResponse.json({ ok: true, storeId: location.id }, { headers: { 'Cache-Control': 'no-store' } })
    : new NextResponse(null, { status: 303, headers: { Location: choice.returnTo, 'Cache-Control': 'no-store' } })
  const cookie = selectedStoreCookie(String(location.id))
  response.cookies.set(cookie.name, cookie.value, cookie.options)
  return response
}

function decode(bytes: Uint8Array, isJson: boolean): Record<string, unknown> | null {
  const text = new TextDecoder().decode(bytes)
  if (!isJson) return Object.fromEntries(new URLSearchParams(text))
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}

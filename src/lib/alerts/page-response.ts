import type { Payload } from 'payload'

import { readStoreFooter } from './context'
import { alertPageHtml, type AlertPage } from './page-html'

/** A link page as the HTTP answer: its status, never cached, never indexed. */
export async function alertPageResponse(page: AlertPage, payload: Payload | null): Promise<Response> {
  const store = payload ? await readStoreFooter(payload).catch(() => null) : null
  return new Response(alertPageHtml(page, store?.name ?? 'Dealership'), {
    status: page.status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
  })
}

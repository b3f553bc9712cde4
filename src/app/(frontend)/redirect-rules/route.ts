import { getProxyRules } from '@/lib/data/redirects'

/**
 * The rules src/proxy.ts applies (configured conditions, default sort, makes in stock, marketing redirects) as
 * JSON. The proxy cannot load Payload, so it fetches this; everything in it is public anyway (redirects are
 * readable by anyone, like the redirects themselves).
 */
export async function GET(): Promise<Response> {
  return Response.json(await getProxyRules(), { headers: { 'Cache-Control': 'no-store' } })
}

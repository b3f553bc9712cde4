import { CONTENT_ROUTES, type ContentRoute } from './content-routes'

/** The financing content pages under /auto-financing/{slug} (both off by default in the page table). */
const FINANCING_CONTENT: Record<string, ContentRoute> = {
  'better-than-buy-here-pay-here': CONTENT_ROUTES.betterThanBuyHerePayHere,
  'bad-credit-auto-financing': CONTENT_ROUTES.badCreditAutoFinancing,
}

/** The financing content page a URL segment names, or null. */
export function financingContentRoute(segment: string): ContentRoute | null {
  return Object.hasOwn(FINANCING_CONTENT, segment) ? FINANCING_CONTENT[segment] : null
}

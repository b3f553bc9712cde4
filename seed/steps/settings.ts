import { NAVIGATION } from '../data/navigation'
import { SELL_TRADE_PAGE } from '../data/sell-trade-page'
import { COOKIE_CONSENT, PAGE_TOGGLE_VALUES } from '../data/site-settings'
import { STORE_SETTINGS } from '../data/store-settings'
import type { SeedContext } from '../lib/context'
import { upsertGlobal } from '../lib/upsert'

/** The globals: store settings, navigation menus, cookie consent, page toggles and the sell-or-trade page. */
export async function seedGlobals(ctx: SeedContext): Promise<void> {
  await upsertGlobal(ctx, 'store-settings', STORE_SETTINGS)
  await upsertGlobal(ctx, 'navigation', NAVIGATION)
  await upsertGlobal(ctx, 'cookie-consent', COOKIE_CONSENT)
  await upsertGlobal(ctx, 'page-toggles', PAGE_TOGGLE_VALUES)
  await upsertGlobal(ctx, 'sell-trade-page', SELL_TRADE_PAGE)
}

import { HOME_PAGE } from '../data/home-page'
import type { SeedContext } from '../lib/context'
import { upsertGlobal } from '../lib/upsert'

/** The home page's sections; written only when a seeded value differs, so a second run changes nothing. */
export async function seedHomePage(ctx: SeedContext): Promise<void> {
  // The home page keeps drafts: the seeded one is live on the site, so it is published.
  await upsertGlobal(ctx, 'home-page', { ...HOME_PAGE, _status: 'published' })
}

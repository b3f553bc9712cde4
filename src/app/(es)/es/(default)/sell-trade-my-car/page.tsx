import EnglishPage, * as english from '@/app/(frontend)/(default)/sell-trade-my-car/page'
import { getSellTradeLanding } from '@/lib/data/sell-trade'
import { spanishCodedMetadata } from '@/lib/i18n/spanish-route'

/** /es/sell-trade-my-car: the English route's page inside the Spanish layout, with the Spanish canonical and hreflang links. */
export const instant = false

// Spanish title and description (src/lib/i18n/es-page-meta.ts); canonical and robots as the English page's.
export const generateMetadata = spanishCodedMetadata(english.generateMetadata, 'sell-trade-my-car', async () => (await getSellTradeLanding()).store.name)

export default EnglishPage

import EnglishPage, * as english from '@/app/(frontend)/(minimal)/sell-trade-my-car/your-vehicle/page'
import { getSellTradeWizard } from '@/lib/data/sell-trade'
import { spanishCodedMetadata } from '@/lib/i18n/spanish-route'

/** /es/sell-trade-my-car/your-vehicle: the English route's page inside the Spanish layout, with the Spanish canonical and hreflang links. */
export const instant = false

// Spanish title and description (src/lib/i18n/es-page-meta.ts); canonical and robots as the English page's.
export const generateMetadata = spanishCodedMetadata(english.generateMetadata, 'your-vehicle', async () => (await getSellTradeWizard()).store.name)

export default EnglishPage

import { getBrandColours } from '@/lib/data/store-settings'
import { t } from '@/lib/i18n'
import type { Locale } from '@/lib/i18n/locales'
import { loadingBarColour } from '@/lib/navigation/loading-bar'

import { NavigationProgress } from './navigation-progress.client'

/** The page loading bar in the store's brand colour, with its failure texts in the page's language. */
export async function NavigationProgressSlot({ locale }: { locale: Locale }) {
  const { primary, secondary } = await getBrandColours()
  return (
    <NavigationProgress
      colour={loadingBarColour(primary, secondary)}
      texts={{
        offline: t('site.navigation.offline', locale),
        stalled: t('site.navigation.stalled', locale),
        retry: t('site.navigation.retry', locale),
        dismiss: t('site.navigation.dismiss', locale),
      }}
    />
  )
}

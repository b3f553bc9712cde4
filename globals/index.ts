import type { GlobalConfig } from 'payload'

import { CookieConsent } from './CookieConsent'
import { HomePage } from './HomePage'
import { Navigation } from './Navigation'
import { PageToggles } from './PageToggles'
import { SellTradePage } from './SellTradePage'
import { StoreSettings } from './StoreSettings'

/** Every global (site-wide settings edited in the admin). */
export const globals: GlobalConfig[] = [StoreSettings, PageToggles, CookieConsent, Navigation, SellTradePage, HomePage]

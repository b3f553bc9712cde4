/**
 * Cache tags shared by the data readers (cacheTag) and the Payload hooks that revalidate them, so a read and
 * its invalidation can never drift apart.
 */
export const TAGS = {
  vehicles: 'vehicles',
  vehicle: (id: string) => `vehicle:${id}`,
  bodyStyles: 'body-styles',
  locations: 'locations',
  staff: 'staff',
  articles: 'articles',
  articleCategories: 'article-categories',
  helpCenter: 'help-center-categories',
  promotions: 'promotions',
  popups: 'popups',
  experiments: 'experiments',
  reviews: 'reviews',
  faqs: 'faqs',
  specialOffers: 'special-offers',
  jobOpenings: 'job-openings',
  tradeIn: 'trade-in',
  media: 'media',
  storeSettings: 'global:store-settings',
  cookieConsent: 'global:cookie-consent',
  pageToggles: 'global:page-toggles',
  navigation: 'global:navigation',
  sellTradePage: 'global:sell-trade-page',
  homePage: 'global:home-page',
  redirects: 'redirects',
} as const

/** One content page's tag (collection `pages`, by slug), so an edit re-renders only the route showing it. */
export const pageTag = (slug: string): string => `page:${slug}`

/**
 * The first path segments the Spanish routes answer (`src/app/(es)/es/…`, route groups left out): `/es/<section>/…`.
 * The proxy sends any other `/es/…` address to one internal not-found path, so made-up addresses all share one
 * stored Spanish 404 page instead of one each. tests/int/i18n-spanish-sections.int.spec.ts compares this list
 * with the route folders: a new Spanish route folder must be added here, or its pages would answer 404.
 */
export const SPANISH_SECTIONS: ReadonlySet<string> = new Set([
  'auto-financing',
  'car-advice-education',
  'car-research',
  'cars-for-sale',
  'certified-cars-for-sale',
  'community-outreach',
  'compare',
  'contact-us',
  'faqs',
  'faqs-okd',
  'favorites',
  'help-center',
  'legal',
  'live-listing',
  'new-cars-for-sale',
  'news',
  'our-company',
  'sell-trade-my-car',
  'service',
  'site-home',
  'special-offers',
  'staff-reviews',
  'used-cars-for-sale',
  'vehicle-protection-plans',
])

/** Whether a Spanish page's English path (`/es/x/y` → `/x/y`) falls in a section the Spanish routes answer. */
export function isSpanishSection(englishPath: string): boolean {
  if (englishPath === '/') return true
  return SPANISH_SECTIONS.has(englishPath.split('/')[1] ?? '')
}

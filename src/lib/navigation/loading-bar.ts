/**
 * The page loading bar's rules: when it shows, how long it runs, how tall it is and which colour it takes.
 * Pure, so the timing and colour choices are unit-tested without a browser.
 */
import { hexColorError } from '@/lib/vehicles/validation'

/** A navigation faster than this shows no bar at all, so quick pages do not flash one. */
export const LOADING_BAR_THROTTLE_MS = 200
/** The bar's run from empty to nearly full while the page loads. */
export const LOADING_BAR_DURATION_MS = 2_000
export const LOADING_BAR_HEIGHT_PX = 3
/** The colour when the store has set neither a primary nor a secondary brand colour. */
export const DEFAULT_LOADING_BAR_COLOUR = '#22c55e'

/**
 * The bar's colour: the store's primary colour, else its secondary colour, else the default green. Only a
 * `#rrggbb` value is taken, since the colour goes into the page's style.
 */
export function loadingBarColour(primary: string | null | undefined, secondary: string | null | undefined): string {
  const usable = (colour: string | null | undefined): colour is string => Boolean(colour) && hexColorError(colour) === true
  if (usable(primary)) return primary
  if (usable(secondary)) return secondary
  return DEFAULT_LOADING_BAR_COLOUR
}

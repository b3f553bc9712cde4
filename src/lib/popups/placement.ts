import type { Popup } from '@/payload-types'

type Position = NonNullable<NonNullable<Popup['settings']>['positionMobile']>

// Whole class names, so Tailwind finds them: margins place a fixed <dialog> (its width and height fit content).
const PHONE: Record<Position, string> = {
  center: 'm-auto',
  top: 'mx-0 mt-0 mb-auto',
  bottom: 'mx-0 mb-0 mt-auto',
  left: 'my-auto ml-0 mr-auto',
  right: 'my-auto mr-0 ml-auto',
  'top-left': 'mt-0 mb-auto ml-0 mr-auto',
  'top-right': 'mt-0 mb-auto mr-0 ml-auto',
  'bottom-left': 'mb-0 mt-auto ml-0 mr-auto',
  'bottom-right': 'mb-0 mt-auto mr-0 ml-auto',
}
const WIDE: Record<Position, string> = {
  center: 'sm:m-auto',
  top: 'sm:mx-auto sm:mt-4 sm:mb-auto',
  bottom: 'sm:mx-auto sm:mb-4 sm:mt-auto',
  left: 'sm:my-auto sm:ml-4 sm:mr-auto',
  right: 'sm:my-auto sm:mr-4 sm:ml-auto',
  'top-left': 'sm:mt-4 sm:mb-auto sm:ml-4 sm:mr-auto',
  'top-right': 'sm:mt-4 sm:mb-auto sm:mr-4 sm:ml-auto',
  'bottom-left': 'sm:mb-4 sm:mt-auto sm:ml-4 sm:mr-auto',
  'bottom-right': 'sm:mb-4 sm:mt-auto sm:mr-4 sm:ml-auto',
}

/**
 * The dialog's placement classes from the popup's positions (a position for phones and one for
 * larger screens; the mobile breakpoint is 640 px). Full width on phones, a card of at most 32rem beyond.
 */
export function popupPlacement(settings: Popup['settings']): string {
  const phone = PHONE[settings?.positionMobile ?? 'bottom']
  const wide = WIDE[settings?.positionDesktop ?? 'center']
  return `${phone} ${wide} max-h-[90dvh] w-full max-w-none rounded-t-xl sm:w-[calc(100%-2rem)] sm:max-w-lg sm:rounded-xl`
}

import type { ToastInput } from '@/components/toast/toast-types'

/**
 * Toasts of the unlock forms. The error is the product spec's, word for word; the spec quotes no success toast for
 * the price, so that one says plainly what changed. 'Access Granted!' is the private-inventory unlock's success
 * message.
 */
export const UNLOCK_TOASTS = {
  error: { severity: 'error', summary: 'There was an error saving your information.' },
  priceUnlocked: { severity: 'success', summary: 'Prices unlocked', detail: 'Your personalised prices are now shown.' },
  accessGranted: { severity: 'success', summary: 'Access Granted!' },
} as const satisfies Record<string, ToastInput>

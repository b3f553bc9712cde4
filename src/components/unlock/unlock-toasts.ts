import type { ToastInput } from '@/components/toast/toast-types'

/**
 * Toasts of the unlock forms. The error is SPEC section 8's word for word; the SPEC quotes no success toast for
 * the price, so that one says plainly what changed. 'Access Granted!' is SPEC section 4's unlock message.
 */
export const UNLOCK_TOASTS = {
  error: { severity: 'error', summary: 'There was an error saving your information.' },
  priceUnlocked: { severity: 'success', summary: 'Prices unlocked', detail: 'Your personalised prices are now shown.' },
  accessGranted: { severity: 'success', summary: 'Access Granted!' },
} as const satisfies Record<string, ToastInput>

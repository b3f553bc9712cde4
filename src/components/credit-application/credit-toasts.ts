import { TOASTS } from '@/components/toast/messages'
import type { ToastInput } from '@/components/toast/toast-types'

/**
 * The credit application's toasts. The product spec quotes none for this form, so it takes its general
 * ones: the careers form's success ('Message sent!' - 'Thank you! Your submission has been received!') and the
 * contact form's 'Something went wrong'. Both last the default 5000 ms.
 */
export const CREDIT_APPLICATION_TOASTS = {
  success: { severity: 'success', summary: 'Message sent!', detail: 'Thank you! Your submission has been received!' },
  error: TOASTS.contactError,
} as const satisfies Record<string, ToastInput>

/** Replaces the form's previous toast (an error, then the success). */
export const CREDIT_APPLICATION_TOAST_GROUP = 'full-credit-application'

import type { ToastInput } from '@/components/toast/toast-types'

/**
 * The careers form's toasts, word for word from the product spec (5000 ms like every toast). The spec gives the
 * error a single sentence, so it is the summary.
 */
export const CAREERS_TOASTS = {
  success: { severity: 'success', summary: 'Message sent!', detail: 'Thank you! Your submission has been received!' },
  error: { severity: 'error', summary: 'Oops! Something went wrong while submitting the form.' },
} as const satisfies Record<string, ToastInput>

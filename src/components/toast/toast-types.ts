/** Toast severities of SPEC section 3 (toast message entity). */
export type ToastSeverity = 'info' | 'success' | 'warn' | 'error' | 'secondary' | 'contrast'

/** What a caller passes to show a toast; life defaults to 5000 ms and closable to true (SPEC section 8). */
export interface ToastInput {
  severity: ToastSeverity
  summary: string
  detail?: string
  /** Milliseconds on screen. */
  life?: number
  closable?: boolean
  /** A new toast replaces the one on screen with the same group (a form's success after its error). */
  group?: string
}

/** A toast on screen. */
export type Toast = ToastInput & { id: number; life: number; closable: boolean }

/** SPEC section 8: toasts stay 5000 ms. */
export const TOAST_LIFE_MS = 5000

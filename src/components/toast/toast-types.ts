/** Toast severities: info, success, warn, error, secondary, contrast. */
export type ToastSeverity = 'info' | 'success' | 'warn' | 'error' | 'secondary' | 'contrast'

/** What a caller passes to show a toast; life defaults to 5000 ms and closable to true. */
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

/** Toasts stay 5000 ms. */
export const TOAST_LIFE_MS = 5000

import type { ToastInput } from '@/components/toast/toast-types'
import { FINANCING_MESSAGES as M } from '@/lib/financing/messages'

/** The pre-approval forms' toasts (5000 ms); the error one is the product spec's wording. */
export const FINANCING_TOASTS = {
  received: { severity: 'success', summary: M.receivedTitle, detail: M.received },
  onFile: { severity: 'info', summary: M.onFileTitle, detail: M.onFile },
  error: { severity: 'error', summary: M.errorTitle, detail: M.error },
} as const satisfies Record<string, ToastInput>

import type { ToastInput } from './toast-types'

/** The site's toasts, word for word where the product spec quotes them ('succesfully' included). */
export const TOASTS = {
  contactSuccess: {
    severity: 'success',
    summary: 'Message sent!',
    detail: 'Your message was succesfully sent. Someone from our dealership team will contact with you soon.',
  },
  contactError: {
    severity: 'error',
    summary: 'Something went wrong',
    detail: 'There was an error sending your information. Please try again or call us.',
  },
  testDriveSuccess: {
    severity: 'success',
    summary: 'Test Drive Scheduled',
    detail: 'Someone from our dealership team will reach out to confirm your test drive.',
  },
  testDriveUserError: { severity: 'error', summary: 'Please fill info about yourself.' },
  testDriveError: {
    severity: 'error',
    summary: 'Something went wrong',
    detail: 'There was an error scheduling your test drive. Please try again or call us.',
  },
} as const satisfies Record<string, ToastInput>

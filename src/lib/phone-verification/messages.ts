import { formatPhone } from '@/lib/phone'

import { CODE_TTL_MS } from './policy'

/** Field messages of the product spec's phone-verification rules, word for word. */
export const VALIDATION_MESSAGES = {
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Phone number is invalid by regex',
  codeRequired: 'Code is required',
  codeFormat: 'Code must be 6 digits',
} as const

const minutes = (seconds: number) => {
  const count = Math.max(1, Math.ceil(seconds / 60))
  return `${count} minute${count === 1 ? '' : 's'}`
}

/** Messages of the server's own checks (the SPEC gives none); shown under the phone or code field. */
export const SERVER_MESSAGES = {
  bodyNotJson: 'The request must be a JSON object.',
  bodyTooLarge: 'The request is too large.',
  typeInvalid: "type must be 'phone-validation' or 'code-verification'.",
  codeSent: (phone: string) =>
    `We sent a 6-digit code to ${formatPhone(phone)}. It expires in ${minutes(CODE_TTL_MS / 1000)}.`,
  verified: 'Your phone number is verified.',
  tooManySends: (retryAfterSeconds: number) =>
    `Too many codes were requested. Please try again in ${minutes(retryAfterSeconds)}.`,
  tooManyAttempts: (retryAfterSeconds: number) =>
    `Too many attempts. Please try again in ${minutes(retryAfterSeconds)}.`,
  noCode: 'There is no active code for this number. Please request a new code.',
  expired: 'This code has expired. Please request a new code.',
  dead: 'Too many wrong codes. Please request a new code.',
  wrong: (triesLeft: number) =>
    triesLeft > 0
      ? `The code is incorrect. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`
      : 'The code is incorrect. Please request a new code.',
  smsFailed: 'We could not send the code right now. Please try again in a few minutes or call us.',
  smsUnavailable: 'We cannot send text messages right now. Please call us instead.',
  unavailable: 'Something went wrong. Please try again in a few minutes.',
} as const

/** 'Your verification code is 123456. It expires in 10 minutes.' — the text message itself. */
export function smsBody(code: string): string {
  return `Your verification code is ${code}. It expires in ${minutes(CODE_TTL_MS / 1000)}. Do not share it.`
}

/**
 * Upper bounds of lead fields, in a module of their own: the browser's forms read them (the page address they
 * send is cut to `url`) without loading the schemas' zod and phone-number library, which wait for a submission.
 */

/** The longest address a mail server accepts (RFC 5321 path limit). */
export const MAX_EMAIL_LENGTH = 254

/** Upper bounds of text fields (characters after trimming) and of lists. */
export const LIMITS = {
  name: 100,
  email: MAX_EMAIL_LENGTH,
  phone: 30,
  shortText: 100,
  text: 200,
  address: 200,
  url: 2000,
  message: 5000,
  id: 64,
  listItems: 10,
  /** The largest JSON body the endpoint should read before parsing (bytes). */
  jsonBodyBytes: 100_000,
} as const

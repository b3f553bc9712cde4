// In a `u` regex a surrogate pair is one code point, so \p{Cs} matches only the lone halves.
const LONE_SURROGATE = /\p{Cs}/u
const LONE_SURROGATES = /\p{Cs}/gu

/**
 * Whether a string is well-formed Unicode: JSON's `\ud800` escapes and JavaScript strings can hold half of a
 * surrogate pair, which no UTF-8 byte sequence, database text column or mail header can carry. Pure.
 */
export function isWellFormedText(text: string): boolean {
  return !LONE_SURROGATE.test(text)
}

/**
 * The string with each lone surrogate replaced by U+FFFD, as String.prototype.toWellFormed does (not in every
 * browser the forms run in yet). Pure.
 */
export function toWellFormed(text: string): string {
  return text.replace(LONE_SURROGATES, '\uFFFD')
}

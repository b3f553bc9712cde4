/**
 * Amortised loan payment. Values stay unrounded through every calculation so chained steps (fees → amount
 * financed → payment) do not accumulate rounding error; cents appear only where a number becomes text or a
 * stored figure, through roundToCents or the shared price formatter.
 */

/** Level monthly payment (standard PMT) repaying principal over termMonths at aprPercent; 0 if nothing is owed. */
export function monthlyPayment(principal: number, aprPercent: number, termMonths: number): number {
  // Nothing financed (cash down and trade cover the deal) or a nonsensical input: no payment rather than NaN.
  if (!Number.isFinite(principal) || principal <= 0) return 0
  if (!Number.isFinite(termMonths) || termMonths <= 0) return 0
  // A promotional 0 % APR would divide by zero in the closed form; the payment is then a straight split.
  // A negative or missing rate is treated the same way rather than producing a payment below principal/term.
  if (!Number.isFinite(aprPercent) || aprPercent <= 0) return principal / termMonths
  const rate = aprPercent / 100 / 12
  return (principal * rate) / (1 - Math.pow(1 + rate, -termMonths))
}

/** Rounds a dollar amount to whole cents (half away from zero); use at the presentation boundary only. */
export function roundToCents(amount: number): number {
  // Number.EPSILON nudges values such as 1.005 (stored as 1.00499…) onto the cent a person would expect.
  return Math.sign(amount) * Math.round((Math.abs(amount) + Number.EPSILON) * 100) / 100
}

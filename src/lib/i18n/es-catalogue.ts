/**
 * The Spanish of the site's client texts, keyed by their English (form messages, labels, toasts, inventory), and the
 * messages with numbers as patterns. Its own module so the browser loads it only on Spanish pages: the Spanish root
 * layout provides it to client components (src/components/i18n/spanish-catalogue.client.tsx), while English pages
 * never import it. Server code reads it through translate.ts.
 */
import { ES_FORMS } from './es-forms'
import { ES_FINANCE_FORMS } from './es-forms-finance'
import { ES_INVENTORY } from './es-inventory'
import { ES_MESSAGES } from './es-messages'

const minutos = (count: string) => `${count} ${count === '1' ? 'minuto' : 'minutos'}`
const perMes = (amount: string) => amount.replace(/\/mo$/, '/mes')
const CREDIT_NOTE_ES =
  'Solo ilustrativo y no es una oferta de crédito; la tasa y las condiciones reales dependen de la aprobación del crédito.'

/** Messages with a number in them: the English pattern and its Spanish. */
const ES_PATTERNS: ReadonlyArray<readonly [RegExp, (...groups: string[]) => string]> = [
  [/^Use at most (\d+) characters$/, (n) => `Use como máximo ${n} caracteres`],
  [/^Add at most (\d+) entries$/, (n) => `Agregue como máximo ${n} entradas`],
  [
    /^Too many submissions\. Please try again in (\d+) minutes?\.$/,
    (n) => `Demasiados envíos. Inténtelo de nuevo en ${minutos(n)}.`,
  ],
  [
    /^Too many codes were requested\. Please try again in (\d+) minutes?\.$/,
    (n) => `Se solicitaron demasiados códigos. Inténtelo de nuevo en ${minutos(n)}.`,
  ],
  [
    /^Too many attempts\. Please try again in (\d+) minutes?\.$/,
    (n) => `Demasiados intentos. Inténtelo de nuevo en ${minutos(n)}.`,
  ],
  [
    /^We sent a 6-digit code to (.+)\. It expires in (\d+) minutes?\.$/,
    (phone, n) => `Enviamos un código de 6 dígitos al ${phone}. Vence en ${minutos(n)}.`,
  ],
  [
    /^The code is incorrect\. (\d+) tr(?:y|ies) left\.$/,
    (n) => `El código es incorrecto. ${n === '1' ? 'Queda 1 intento' : `Quedan ${n} intentos`}.`,
  ],
  [/^(.+) is now your store\.$/, (store) => `${store} es ahora su tienda.`],
  [/^Step (\d+) of (\d+)$/, (n, total) => `Paso ${n} de ${total}`],
  [/^Choose up to (\d+) vehicles; this link has (\d+)\.$/, (max, n) => `Elija hasta ${max} vehículos; este enlace tiene ${n}.`],
  [
    /^(.+?)( and others)? (is not a VIN|are not VINs): a VIN has 17 letters and digits\.$/,
    (shown, others, noun) =>
      `${shown}${others ? ' y otros' : ''} ${noun === 'is not a VIN' ? 'no es un VIN' : 'no son VIN'}: un VIN tiene 17 letras y números.`,
  ],
  [/^Sales tax \((.+)%\)$/, (rate) => `Impuesto sobre la venta (${rate}%)`],
  [
    /^Estimated payment of (\S+) for (\d+) months at (\S+) APR on (\S+) financed, after (\S+) cash down and (\S+) trade equity, for a credit score of (\d+)\. Includes the fees and taxes listed\. For illustration only and not an offer of credit; actual rate and terms depend on credit approval\.$/,
    (monthly, term, apr, financed, down, trade, score) =>
      `Pago estimado de ${perMes(monthly)} durante ${term} meses a ${apr} de APR sobre ${financed} financiados, con ` +
      `${down} de enganche y ${trade} de valor neto de su auto a cambio, para un puntaje de crédito de ${score}. ` +
      `Incluye los cargos e impuestos indicados. ${CREDIT_NOTE_ES}`,
  ],
  [
    /^Estimated lease payment of (\S+) for (\d+) months with (\S+) miles a year, money factor (\S+) \((\S+) APR\), residual (\S+) of price, after (\S+) cash down and (\S+) trade equity\. Includes the fees listed and sales tax on each payment\. Miles beyond (\S+) over the lease are charged (\S+) per mile at lease end\. For illustration only and not an offer of credit; actual rate and terms depend on credit approval\.$/,
    (monthly, term, miles, factor, apr, residual, down, trade, allowance, overage) =>
      `Pago de arrendamiento estimado de ${perMes(monthly)} durante ${term} meses con ${miles} millas al año, ` +
      `factor de dinero ${factor} (${apr} de APR), valor residual del ${residual} del precio, con ${down} de ` +
      `enganche y ${trade} de valor neto de su auto a cambio. Incluye los cargos indicados y el impuesto sobre la ` +
      `venta de cada pago. Las millas después de ${allowance} durante el arrendamiento se cobran a ${overage} por ` +
      `milla al final del arrendamiento. ${CREDIT_NOTE_ES}`,
  ],
  [
    /^VIN accepted: a (.+?)\.(?: Enter the (year|make) below\.)?$/,
    (found, missing) =>
      `VIN aceptado: un ${found}.${missing ? ` Ingrese ${missing === 'year' ? 'el año' : 'la marca'} abajo.` : ''}`,
  ],
  [/^Reserve price paid now: (.+)\.$/, (price) => `Precio de reserva pagado ahora: ${price}.`],
  [
    /^Estimated profit-sharing check when we sell your car: (.+) \(estimated total (.+)\)\.$/,
    (share, total) =>
      `Cheque estimado de participación en la ganancia cuando vendamos su auto: ${share} (total estimado ${total}).`,
  ],
  [
    /^Based on an expected sale price of (.+), less reconditioning of (.+) and advertising\.$/,
    (price, cost) => `Basado en un precio de venta esperado de ${price}, menos reacondicionamiento de ${cost} y publicidad.`,
  ],
  [
    /^Your verification code is (\d+)\. It expires in (\d+) minutes?\. Do not share it\.$/,
    (code, n) => `Su código de verificación es ${code}. Vence en ${minutos(n)}. No lo comparta.`,
  ],
]

/** The Spanish of an English form text, or undefined when the catalogue has none. */
export function spanishOf(english: string): string | undefined {
  const exact = ES_MESSAGES[english] ?? ES_FORMS[english] ?? ES_FINANCE_FORMS[english] ?? ES_INVENTORY[english]
  if (exact !== undefined) return exact
  for (const [pattern, spanish] of ES_PATTERNS) {
    const match = pattern.exec(english)
    if (match) return spanish(...match.slice(1))
  }
  return undefined
}

/**
 * The confirmation a customer gets after sending a lead form, in their language (the lead's `locale`), when the
 * store settings switch it on. Plain text like the store's emails. The store's own emails stay English. Pure.
 */
import type { Locale } from '@/lib/i18n/locales'

import type { FormSlug } from './forms'

/** What each form asked for, in the customer's words, per language. */
const REQUESTS: Readonly<Record<Locale, Readonly<Record<FormSlug, string>>>> = {
  en: {
    'unlock-inventory': 'access to our reserve inventory',
    'unlock-price': 'your personalised price',
    'test-drive': 'your test drive',
    'sell-trade': 'your sell or trade request',
    contact: 'your message',
    'staff-message': 'your message',
    careers: 'your application',
    'apply-financing': 'your pre-approval application',
    'full-credit-application': 'your credit application',
    'service-appointment': 'your service appointment request',
  },
  es: {
    'unlock-inventory': 'su acceso a nuestro inventario reservado',
    'unlock-price': 'su precio personalizado',
    'test-drive': 'su prueba de manejo',
    'sell-trade': 'su solicitud para vender o intercambiar su vehículo',
    contact: 'su mensaje',
    'staff-message': 'su mensaje',
    careers: 'su solicitud de empleo',
    'apply-financing': 'su solicitud de preaprobación',
    'full-credit-application': 'su solicitud de crédito',
    'service-appointment': 'su solicitud de cita de servicio',
  },
}

export interface ConfirmationInput {
  form: FormSlug
  locale: Locale
  firstName?: string | null
  /** The dealership's name from the store settings; a generic one in the customer's language when empty. */
  dealerName?: string | null
  /** The dealership's phone, when the settings have one. */
  phone?: string | null
}

/** The confirmation's subject and text in the customer's language. */
export function confirmationEmail({ form, locale, firstName, phone, ...input }: ConfirmationInput): {
  subject: string
  text: string
} {
  const request = REQUESTS[locale][form]
  const dealerName = input.dealerName?.trim() || (locale === 'es' ? 'nuestro concesionario' : 'our dealership')
  const name = firstName?.trim()
  if (locale === 'es') {
    return {
      subject: `Recibimos ${request} - ${dealerName}`,
      text: [
        name ? `Hola, ${name}:` : 'Hola:',
        '',
        `Gracias por comunicarse con ${dealerName}. Recibimos ${request} y una persona de nuestro equipo se ` +
          'comunicará con usted pronto.',
        phone ? `Si tiene preguntas, llámenos al ${phone}.` : '',
        '',
        'Si usted no envió esta solicitud, puede ignorar este correo.',
        '',
        dealerName,
      ]
        .filter((line, index, lines) => line !== '' || lines[index - 1] !== '')
        .join('\n'),
    }
  }
  return {
    subject: `We received ${request} - ${dealerName}`,
    text: [
      name ? `Hi ${name},` : 'Hello,',
      '',
      `Thank you for contacting ${dealerName}. We received ${request} and someone from our team will contact ` +
        'you soon.',
      phone ? `If you have any questions, call us at ${phone}.` : '',
      '',
      'If you did not send this request, you can ignore this email.',
      '',
      dealerName,
    ]
      .filter((line, index, lines) => line !== '' || lines[index - 1] !== '')
      .join('\n'),
  }
}

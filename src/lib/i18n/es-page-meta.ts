/**
 * Spanish titles and descriptions of the pages whose English metadata is written in code rather than in the CMS:
 * the pre-approval and credit-application forms, the sell-or-trade pages and the home page's default. `{dealer}`
 * becomes the dealership's name; the title gets " | {dealer}" like the English one. Pure.
 */
import type { Metadata } from 'next'

import { DEFAULT_LOCALE, type Locale } from './locales'

export const ES_PAGE_META = {
  'apply-for-financing': {
    title: 'Obtenga su preaprobación para financiar su auto',
    description:
      'Obtenga en menos de 2 minutos una preaprobación para su préstamo de auto en {dealer}, sin afectar su puntaje de crédito y sin pedirle su número de Seguro Social ni su fecha de nacimiento.',
  },
  'free-credit-score-pre-approval': {
    title: 'Puntaje de crédito y preaprobación gratis',
    description:
      'Vea su puntaje de crédito y obtenga gratis una preaprobación para financiar su auto en {dealer}, sin afectar su puntaje. Verifique su teléfono y haga su solicitud en aproximadamente un minuto.',
  },
  'full-credit-application': {
    title: 'Solicitud de crédito completa',
    description:
      'Solicite financiamiento para su auto en {dealer} con nuestra solicitud de crédito completa y segura: sus datos, su historial de vivienda y de empleo, y un cosolicitante opcional.',
  },
  'sell-trade-my-car': {
    title: 'Venda o cambie su auto',
    description:
      'Reciba en unos 60 segundos una oferta instantánea por su auto de {dealer}: válida por 7 días y con pago el mismo día. Vea cómo nos comparamos con otros concesionarios y herramientas de cambio en línea.',
  },
  'your-vehicle': {
    title: 'Reciba su oferta instantánea',
    description: 'Cuéntenos sobre su auto, responda unas preguntas sobre su estado y reciba una oferta instantánea.',
  },
  home: {
    title: 'Autos usados en venta, financiamiento y servicio',
    description:
      'Compre autos usados inspeccionados, obtenga una preaprobación sin afectar su puntaje de crédito, conozca el valor de su auto a cambio y programe su servicio en {dealer}.',
  },
} as const satisfies Record<string, { title: string; description: string }>

export type CodedPage = keyof typeof ES_PAGE_META

/**
 * A coded page's metadata in a language: English as the page writes it, Spanish from ES_PAGE_META with the
 * dealership's name (the rest of the metadata, canonical and alternates included, is kept).
 */
export function codedPageMeta(english: Metadata, page: CodedPage, dealer: string | null, locale: Locale = DEFAULT_LOCALE): Metadata {
  if (locale === DEFAULT_LOCALE) return english
  const { title, description } = ES_PAGE_META[page]
  const name = dealer ?? 'nuestro concesionario'
  return { ...english, title: dealer ? `${title} | ${dealer}` : title, description: description.replace('{dealer}', name) }
}

import type { enFormPages } from './en-form-pages'
import type { MessagesShape } from './es'

/** Spanish texts around the sell-or-trade and financing forms, key for key the same as en-form-pages.ts (tsc checks it). */
export const esFormPages: MessagesShape<typeof enFormPages> = {
  sellTrade: {
    reviewsTitle: 'A quienes venden o cambian su auto les encanta el proceso',
    reviewsDescription: 'Lo que dicen los clientes que vendieron, cambiaron o financiaron su auto con nosotros.',
    comparisonHeading: 'Cómo nos comparamos',
    feature: 'Característica',
    otherDealerships: 'Otros concesionarios',
    onlineTools: 'Herramientas de cambio en línea',
    us: 'Nosotros',
    yes: 'Sí',
    partial: 'A veces',
    no: 'No',
    wizardHeading: 'Reciba su oferta instantánea',
    wizardIntro:
      'Cuéntenos sobre su auto y su estado. Toma aproximadamente un minuto y su oferta es válida por 7 días.',
    noScript: 'La oferta en línea necesita JavaScript. Llámenos y con gusto le hacemos una oferta por su auto',
  },
  financing: {
    'apply-for-financing': {
      heading: 'Obtenga su preaprobación para financiar su auto',
      intro:
        'Haga su solicitud en línea en menos de 2 minutos sin afectar su puntaje de crédito. En este primer paso no ' +
        'necesita su número de Seguro Social ni su fecha de nacimiento, y la mayoría de los solicitantes recibe ' +
        'respuesta en 24 a 48 horas.',
    },
    'free-credit-score-pre-approval': {
      heading: 'Puntaje de crédito y preaprobación gratis',
      intro:
        'Conozca sus opciones de financiamiento gratis y sin afectar su puntaje de crédito. Verifique su celular con ' +
        'un código de un solo uso, cuéntenos un poco sobre usted y nuestro equipo de financiamiento se comunicará ' +
        'con usted en 24 a 48 horas.',
    },
    noScript: 'Este formulario necesita JavaScript. Por favor, llámenos',
  },
  creditApplication: {
    heading: 'Solicitud de crédito completa',
    intro:
      'Solicite financiamiento para su auto en unos cuantos pasos: cuéntenos sobre usted, dónde vive y dónde ' +
      'trabaja, y agregue un cosolicitante si alguien presenta la solicitud con usted. Su número de Seguro Social ' +
      'y su fecha de nacimiento se envían de forma segura y se guardan cifrados.',
    noScript: 'La solicitud de crédito necesita JavaScript. Llámenos para presentar su solicitud',
    section: 'Solicitud de crédito',
  },
  callSales: 'Llamar a ventas',
}

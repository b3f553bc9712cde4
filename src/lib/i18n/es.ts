import type { en } from './en'
import { esContent } from './es-content'

/** The same tree as en.ts with any text at each leaf: Spanish must have exactly English's keys (tsc checks it). */
export type MessagesShape<T> = { readonly [K in keyof T]: T[K] extends string ? string : MessagesShape<T[K]> }

/** Spanish site texts, key for key the same as en.ts. */
export const es: MessagesShape<typeof en> = {
  pages: {
    'error-page': {
      badge: 'Error',
      title: 'Algo salió mal',
      subtitle:
        'Lo sentimos, ocurrió un error inesperado de nuestro lado. Inténtelo de nuevo o vuelva a la página de inicio.',
      button: { text: 'Volver al inicio', link: '/es' },
    },
    'not-found-page': {
      badge: '404',
      title: 'Página no encontrada',
      subtitle: 'Lo sentimos, no pudimos encontrar la página que busca.',
      button: { text: 'Volver al inicio', link: '/es' },
    },
  },
  alerts: {
    form: {
      'price-drop-title': 'Avísenme si baja el precio',
      'price-drop-intro': 'Le enviaremos un correo cuando este auto baje de precio. Nada más, y puede dejarlo cuando quiera.',
      'new-matches-title': 'Avísenme de autos nuevos',
      'new-matches-intro': 'Le enviaremos un correo cuando llegue un auto que coincida con esta búsqueda, como máximo uno al día.',
      email: 'Correo electrónico',
      submit: 'Enviarme correos',
      sending: 'Enviando…',
      'success-title': 'Revise su correo',
      success: 'Le enviamos un correo con un enlace. Su alerta empieza cuando la confirme.',
    },
    errors: {
      'vehicle-gone': 'Este vehículo ya no está a la venta.',
      'search-invalid': 'Esta búsqueda no se puede guardar. Vuelva a la página de búsqueda e inténtelo de nuevo.',
      'content-type': 'Envíe el formulario como JSON.',
    },
    email: {
      'confirm-subject-price-drop': 'Confirme su alerta de precio',
      'confirm-subject-new-matches': 'Confirme su alerta de búsqueda',
      'confirm-intro-price-drop': 'Confirme que desea un correo cuando baje el precio de este auto:',
      'confirm-intro-new-matches': 'Confirme que desea un correo cuando lleguen autos que coincidan con esta búsqueda:',
      'confirm-link': 'Confirme su alerta:',
      'confirm-ignore': 'Si no lo pidió, ignore este correo: no le enviaremos nada más.',
      'digest-subject-price-drop': 'Bajó de precio:',
      'digest-subject-updates': 'Novedades de los autos que sigue',
      'digest-price-drops': 'Bajadas de precio',
      'digest-new-matches': 'Autos nuevos para su búsqueda',
      now: 'ahora',
      was: 'antes',
      unsubscribe: 'Dejar de recibir estos correos:',
      'sent-by': 'Recibe este correo porque pidió alertas en',
    },
    pages: {
      'confirmed-title': 'Su alerta está activa',
      confirmed: 'Gracias. Le escribiremos cuando haya novedades, como máximo una vez al día.',
      'unsubscribe-title': 'Dejar las alertas por correo',
      unsubscribe: '¿Dejar todas las alertas de precio y de búsqueda enviadas a esta dirección?',
      'unsubscribe-button': 'Darme de baja',
      'unsubscribed-title': 'Se dio de baja',
      unsubscribed: 'No le enviaremos más correos de alertas.',
      'invalid-title': 'Este enlace no funciona',
      invalid: 'El enlace está incompleto o fue modificado. Copie el enlace completo del correo o pida una nueva alerta.',
      'expired-title': 'Este enlace venció',
      expired: 'Los enlaces de confirmación valen 7 días. Pida la alerta de nuevo en nuestro sitio.',
      'gone-title': 'Esta alerta ya no existe',
      gone: 'Se eliminó o se dio de baja. Puede pedir una nueva alerta en nuestro sitio.',
      home: 'Ir a nuestro sitio',
    },
  },
  site: {
    title: 'Autos usados en venta, financiamiento y servicio',
    description:
      'Compre autos usados, obtenga la preaprobación de su financiamiento, valore su auto a cambio y programe servicio.',
    skipLink: 'Saltar al contenido principal',
    brandFallback: 'Concesionario',
    header: { mainNav: 'Principal', menu: 'Menú', callSales: 'Llamar a ventas', call: 'Llamar' },
    language: { label: 'Idioma', en: 'English', es: 'Español', switchTo: 'View this page in English' },
    footer: {
      visitUs: 'Visítenos',
      sales: 'Ventas',
      service: 'Servicio',
      nav: 'Pie de página',
      legalNav: 'Aviso legal y contacto',
      rights: 'Todos los derechos reservados.',
    },
    newTab: '(se abre en una pestaña nueva)',
  },
  home: {
    fallbackHeading: 'Autos usados en venta',
    featuredOffers: 'Ofertas destacadas',
    quickActions: 'Accesos rápidos',
    learnMore: 'Más información',
    viewAllUsed: 'Ver todos los autos usados',
    noBodyStyles: 'Los tipos de carrocería aparecerán aquí cuando el inventario esté listo.',
  },
  listing: {
    filters: 'Filtros',
    oneVehicle: '1 vehículo',
    vehicles: '{count} vehículos',
    pageOf: ', página {page} de {pages}',
    paymentNote:
      '* Los pagos mensuales estimados usan nuestras condiciones de financiamiento estándar, son solo ilustrativos y no son una oferta de crédito. Incluyen impuestos, título y cargos; su tasa depende de su crédito.',
  },
  carResearch: {
    title: 'Investigación de autos',
    intro:
      'Reseñas de nuestro equipo, consejos para comprar y financiar, respuestas a preguntas frecuentes, noticias del concesionario e historias de la comunidad.',
    guideLink: 'Compre por tipo de carrocería: nuestra guía',
    empty: 'Todavía no hay artículos publicados.',
    emptyTopic: 'Todavía no hay artículos publicados sobre este tema.',
  },
  content: esContent,
}

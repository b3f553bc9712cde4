/**
 * The alert sign-up form's texts in each language (alerts.form.* of en.ts and es.ts). A module of their own because
 * the form is a client component of every search and vehicle page: importing the whole catalogues there put both
 * languages' site texts into those pages' scripts.
 */
export const ALERT_FORM_TEXTS = {
  en: {
    'price-drop-title': 'Tell me if the price drops',
    'price-drop-intro': 'We will email you when this car gets cheaper. Nothing else, and you can stop any time.',
    'new-matches-title': 'Tell me about new matches',
    'new-matches-intro': 'We will email you when a car that fits this search arrives, at most once a day.',
    email: 'Email',
    submit: 'Email me',
    sending: 'Sending…',
    'success-title': 'Check your inbox',
    success: 'We sent you an email with a link. Your alert starts once you confirm it.',
  },
  es: {
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
} as const

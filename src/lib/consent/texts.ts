/**
 * Default cookie-banner texts in the two site languages (en and es). The cookie-consent
 * global uses them as defaultValue; the banner falls back to them when a text is blank.
 */

export const CONSENT_LANGUAGES = ['en', 'es'] as const
export type ConsentLanguage = (typeof CONSENT_LANGUAGES)[number]

export interface ConsentTexts {
  title: string
  description: string
  acceptAll: string
  customize: string
  deny: string
  close: string
  save: string
  labels: { essential: string; functional: string; analytics: string; targeting: string }
}

export const CONSENT_TEXTS: Record<ConsentLanguage, ConsentTexts> = {
  en: {
    title: 'We value your privacy',
    description:
      'We use cookies to run this site, remember your preferences, measure traffic and show you relevant offers. ' +
      'You can accept all cookies or choose which ones we may use. See our Cookie Policy for details.',
    acceptAll: 'Accept all',
    customize: 'Customize',
    // Deny still grants essential, functional and analytics; only targeting is refused.
    deny: 'Decline advertising cookies',
    close: 'Close and continue',
    save: 'Save preferences',
    labels: {
      essential: 'Essential',
      functional: 'Functional',
      analytics: 'Analytics',
      targeting: 'Targeting and advertising',
    },
  },
  es: {
    title: 'Valoramos su privacidad',
    description:
      'Usamos cookies para que este sitio funcione, recordar sus preferencias, medir el tráfico y mostrarle ' +
      'ofertas relevantes. Puede aceptar todas las cookies o elegir cuáles podemos usar. Consulte nuestra ' +
      'Política de cookies para más detalles.',
    acceptAll: 'Aceptar todas',
    customize: 'Personalizar',
    deny: 'Rechazar cookies publicitarias',
    close: 'Cerrar y continuar',
    save: 'Guardar preferencias',
    labels: {
      essential: 'Esenciales',
      functional: 'Funcionales',
      analytics: 'Analíticas',
      targeting: 'Segmentación y publicidad',
    },
  },
}

/**
 * The texts of the client-side error page in each language: its own (pages.error-page.* of en.ts and es.ts) and
 * the skip link of the frame it shares with the layouts (site.skipLink). A module of their own because the error
 * boundary is a client component present on every page: importing the whole catalogues there put both languages'
 * site texts into every page's scripts.
 */
export const SKIP_LINK = { en: 'Skip to main content', es: 'Saltar al contenido principal' } as const

export const ERROR_PAGE = {
  en: {
    badge: 'Error',
    title: 'Something went wrong',
    subtitle: 'Sorry, an unexpected error occurred on our side. Please try again, or go back to the home page.',
    button: { text: 'Go back home', link: '/' },
  },
  es: {
    badge: 'Error',
    title: 'Algo salió mal',
    subtitle:
      'Lo sentimos, ocurrió un error inesperado de nuestro lado. Inténtelo de nuevo o vuelva a la página de inicio.',
    // The site path, as in English: StatusMessage adds `/es` (with it here the button led to /es/es).
    button: { text: 'Volver al inicio', link: '/' },
  },
} as const

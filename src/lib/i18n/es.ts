import type { en } from './en'

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
}

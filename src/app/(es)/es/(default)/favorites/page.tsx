import { favoritesRoute } from '@/components/favorites/favorites-route'
import { spanishMetadata } from '@/lib/i18n/spanish-route'

/** /es/favorites: the favorites in Spanish, with the Spanish canonical and hreflang links. */
export const instant = false

const route = favoritesRoute('es')

export const generateMetadata = spanishMetadata(route.generateMetadata)

export default route.FavoritesRoute

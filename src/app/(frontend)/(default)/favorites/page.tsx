import { favoritesRoute } from '@/components/favorites/favorites-route'

/** Allowed to block: the list renders from the link on the server, so a shared link works without JavaScript. */
export const instant = false

const route = favoritesRoute('en')

/** 'Favorites | {dealer}'; noindex, follow (a per-visitor page). */
export const generateMetadata = route.generateMetadata

/** /favorites?vins=…: a shareable list of favorites; bare /favorites shows this browser's own list. */
export default route.FavoritesRoute

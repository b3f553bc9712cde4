import { compareRoute } from '@/components/compare/compare-route'

/** Allowed to block: the table renders from the link on the server, so it works (and prints) without JavaScript. */
export const instant = false

const route = compareRoute('en')

/** 'Compare vehicles | {dealer}'; noindex, follow (a per-visitor page). */
export const generateMetadata = route.generateMetadata

/** /compare?vins=…: up to 4 vehicles side by side, differences highlighted. */
export default route.CompareRoute

// Plain JavaScript (with JSDoc types) because server.mjs's security headers read it in production, where no
// TypeScript runs; the contact page's map reads it too, so the host framed and the host allowed are one value.

/** OpenStreetMap's embeddable map, framed by the contact page's "Show map" (src/lib/locations/map.ts). */
export const MAP_FRAME_ORIGIN = 'https://www.openstreetmap.org'

/** The pages that frame a store map: only their Content-Security-Policy allows the map's host, no other page's. */
export const MAP_PAGES = ['/contact-us', '/es/contact-us']

/**
 * Whether a path is one of the map pages (a trailing slash aside).
 * @param {string} path
 */
export const framesMap = (path) => MAP_PAGES.includes(path.length > 1 ? path.replace(/\/$/, '') : path)

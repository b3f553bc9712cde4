/** The private-reserve cookies' names, apart from ./reserve-access (node:crypto) so browser code can read them. */

/** The HttpOnly signed proof of access. */
export const RESERVE_ACCESS_COOKIE = 'reserveAccess'
/** The readable marker: "this browser unlocked the reserve" (not trusted by the server). */
export const RESERVE_MARKER_COOKIE = 'reserveUnlocked'

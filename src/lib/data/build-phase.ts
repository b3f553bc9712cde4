import { connection } from 'next/server'

/**
 * Called first by every public reader. While `next build` prerenders, it waits for a request (connection()), so
 * the build needs no database and prerenders only the static shell around the readers. At request time it
 * returns at once: a page whose every read is a 'use cache' entry then renders completely, and Next keeps the
 * result as an ISR entry for that URL (served like a static file until one of its cache tags is expired). That
 * cached path is what makes the search and vehicle pages fast, and a blocking render is what lets them answer
 * real 404 and 308 statuses.
 */
export async function deferPastBuild(): Promise<void> {
  if (process.env.NEXT_PHASE === 'phase-production-build') await connection()
}

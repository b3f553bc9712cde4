import { cacheLife } from 'next/cache'

import { deferPastBuild } from './build-phase'


/**
 * The current calendar year for copyright lines and payment math. Pages are kept as ISR entries, and a cached
 * render may not read the clock directly, so the year is itself a cache entry that lapses within the hour.
 */
export async function getCurrentYear(): Promise<number> {
  await deferPastBuild()
  return readCurrentYear()
}

async function readCurrentYear(): Promise<number> {
  'use cache'
  cacheLife('hours')
  return new Date().getFullYear()
}

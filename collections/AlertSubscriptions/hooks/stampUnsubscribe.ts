import type { CollectionBeforeChangeHook } from 'payload'

import type { AlertSubscription } from '@/payload-types'

/**
 * An alert that becomes unsubscribed, by the shopper's link or by staff on the shopper's request, records when
 * and drops the news waiting for the next email; both are the server's, never the request's.
 */
export const stampUnsubscribe: CollectionBeforeChangeHook<AlertSubscription> = ({ data, originalDoc }) => {
  if (data.status !== 'unsubscribed' || originalDoc?.status === 'unsubscribed') return data
  return { ...data, unsubscribedAt: data.unsubscribedAt ?? new Date().toISOString(), pendingMatches: null }
}

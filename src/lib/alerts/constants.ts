/** Names shared by the alerts collection, its jobs and its endpoints. */

export const ALERT_SUBSCRIPTIONS = 'alert-subscriptions'

/** Jobs of alerts; they run in the lead queue, so the lead emails' schedule and workers run them too. */
export const ALERT_TASKS = {
  match: 'matchAlerts',
  confirm: 'sendAlertConfirmation',
  digest: 'sendAlertDigest',
  release: 'releaseHeldAlertDigests',
} as const

/** 'pending' until the address confirms; nothing but the confirmation is sent to a pending subscription. */
export const ALERT_STATUSES = [
  { label: 'Waiting for confirmation', value: 'pending' },
  { label: 'Active', value: 'active' },
  { label: 'Unsubscribed', value: 'unsubscribed' },
] as const
export type AlertStatus = (typeof ALERT_STATUSES)[number]['value']

/** The lead events of subscriptions, as sales see them beside the form leads. */
export const ALERT_EVENTS = { 'price-drop': 'PRICE_DROP_ALERT', 'new-matches': 'SAVED_SEARCH_ALERT' } as const

/** Every hour, at minute 5 (Payload's cron has a seconds field first): digests held back by the daily limit. */
export const RELEASE_CRON = '0 5 * * * *'

/** The endpoints, relative to the site: the sign-up, the confirmation link and the unsubscribe link. */
export const ALERT_PATHS = {
  subscribe: '/api/alerts',
  confirm: '/api/alerts/confirm',
  unsubscribe: '/api/alerts/unsubscribe',
} as const

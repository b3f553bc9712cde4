import type { CollectionBeforeChangeHook } from 'payload'

import type { Lead } from '@/payload-types'

import { leadEventLabel } from '../events'

/** 'Jane Doe — Schedule test drive': who and why at a glance in the list (groups cannot be the title). */
export const setTitle: CollectionBeforeChangeHook<Lead> = ({ data, originalDoc }) => {
  const customer = data.customer ?? originalDoc?.customer
  const event = data.event ?? originalDoc?.event
  const name = [customer?.firstName, customer?.lastName].filter(Boolean).join(' ')
  const who = name || customer?.email || customer?.phone || 'Unknown visitor'
  return { ...data, title: `${who} — ${leadEventLabel(event)}` }
}

import type { CollectionConfig, FieldAccess } from 'payload'

import { onlyToValue } from '@/access/only-to-value'
import { rolesAllowed, rolesAllowedField } from '@/access/roles-allowed'
import { serverOwned } from '@/access/server-owned'
import { ALERT_EVENTS, ALERT_STATUSES, ALERT_SUBSCRIPTIONS } from '@/lib/alerts/constants'
import { ALERT_KINDS } from '@/lib/alerts/schema'

import { stampUnsubscribe } from './hooks/stampUnsubscribe'

// What the visitor asked for stays as asked; sales may only unsubscribe (a request by phone). Confirming is the
// shopper's own click, and the match and email bookkeeping is the jobs'.
const adminWrites: { update: FieldAccess } = { update: rolesAllowedField('admin') }
const staffMayUnsubscribe = { create: serverOwned.create, update: onlyToValue('status', 'unsubscribed') }
const readOnly = (description: string) => ({ readOnly: true, description })

/**
 * Price-drop and saved-search alerts. Created by `POST /api/alerts` with overrideAccess after the lead
 * forms' abuse checks (never through REST by visitors: anonymous visitors can neither create nor read them here);
 * managers and sales read them as leads. The jobs of src/lib/alerts keep the pending matches and the last digest.
 */
export const AlertSubscriptions: CollectionConfig = {
  slug: ALERT_SUBSCRIPTIONS,
  labels: { singular: 'Alert subscription', plural: 'Alert subscriptions' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'event', 'status', 'vehicle', 'searchPath', 'createdAt'],
    listSearchableFields: ['email', 'searchPath'],
    group: 'Leads',
  },
  defaultSort: '-createdAt',
  disableDuplicate: true,
  access: {
    read: rolesAllowed('manager', 'sales'),
    create: rolesAllowed('admin'),
    update: rolesAllowed('sales'),
    delete: rolesAllowed('admin'),
  },
  hooks: { beforeChange: [stampUnsubscribe] },
  fields: [
    { name: 'email', type: 'email', required: true, index: true, access: adminWrites },
    {
      type: 'row',
      fields: [
        { name: 'kind', type: 'select', required: true, options: [...ALERT_KINDS], access: adminWrites },
        {
          name: 'event',
          type: 'select',
          required: true,
          index: true,
          options: Object.values(ALERT_EVENTS),
          access: adminWrites,
          admin: { description: 'The lead event of the sign-up.' },
        },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'pending',
          index: true,
          options: [...ALERT_STATUSES],
          access: staffMayUnsubscribe,
        },
      ],
    },
    { name: 'vehicle', type: 'relationship', relationTo: 'vehicles', index: true, access: adminWrites },
    {
      name: 'searchPath',
      type: 'text',
      access: adminWrites,
      admin: { description: 'The search results page the shopper saved (its canonical address).' },
    },
    {
      name: 'criteria',
      type: 'json',
      access: adminWrites,
      admin: readOnly('What a new car must match: the search page\'s filters.'),
    },
    {
      name: 'watchedPrice',
      type: 'number',
      access: serverOwned,
      admin: readOnly('The price the shopper last heard of; a lower price is a drop to announce.'),
    },
    {
      name: 'pendingMatches',
      type: 'json',
      access: serverOwned,
      admin: readOnly('News waiting for the next daily email.'),
    },
    {
      type: 'row',
      fields: [
        { name: 'confirmedAt', type: 'date', access: serverOwned, admin: { readOnly: true } },
        { name: 'lastEmailedAt', type: 'date', index: true, access: serverOwned, admin: { readOnly: true } },
        { name: 'unsubscribedAt', type: 'date', access: serverOwned, admin: { readOnly: true } },
      ],
    },
    {
      name: 'idempotencyKey',
      type: 'text',
      unique: true,
      index: true,
      access: serverOwned,
      admin: { readOnly: true, position: 'sidebar', description: 'The form\'s submission id: a repeat creates nothing.' },
    },
    {
      name: 'visitorId',
      type: 'text',
      index: true,
      access: serverOwned,
      admin: { readOnly: true, position: 'sidebar', description: 'The visitor\'s uniqueUserId cookie.' },
    },
    { name: 'pageUrl', label: 'Page URL', type: 'text', access: adminWrites, admin: { readOnly: true } },
    {
      name: 'locale',
      label: 'Language',
      type: 'select',
      defaultValue: 'en',
      options: [
        { label: 'English', value: 'en' },
        { label: 'Spanish', value: 'es' },
      ],
      access: adminWrites,
      admin: { readOnly: true, description: "The shopper's language (signed up from a Spanish page): the alert emails' and link pages'." },
    },
    {
      name: 'adsValues',
      type: 'json',
      access: adminWrites,
      admin: { readOnly: true, description: 'Ad tracking values (utm_*, gclid, …).' },
    },
  ],
}

import crypto from 'node:crypto'

import type { CollectionConfig, FieldAccess } from 'payload'

import { rolesAllowed, rolesAllowedField } from '@/access/roles-allowed'
import { serverOwned } from '@/access/server-owned'
import { leadExperimentsField } from '@/fields/experiment-exposures'
import { FORM_SLUGS } from '@/lib/leads/forms'
import { LEAD_STATUSES } from '@/lib/leads/follow-up/statuses'

import { ownLeadsOrAll } from './access'
import { resendEndpoint } from './endpoints/resend'
import { LEAD_EVENTS } from './events'
import { deliveryGroup } from './fields/delivery'
import { followUpFields } from './fields/follow-up'
import { sensitiveGroup } from './fields/sensitive'
import { keepStoredNotes } from './hooks/keepStoredNotes'
import { moveSensitiveData } from './hooks/moveSensitiveData'
import { assignOwner } from './hooks/assignOwner'
import { queueDelivery } from './hooks/queueDelivery'
import { recordFirstResponse } from './hooks/recordFirstResponse'
import { setTitle } from './hooks/setTitle'
import { stampNotes } from './hooks/stampNotes'

// Sales may update a lead, but only its status and notes; what the visitor sent stays as submitted.
const adminWrites: { update: FieldAccess } = { update: rolesAllowedField('admin') }

/**
 * Every form submission. Created by the form endpoint with overrideAccess (never through REST by visitors);
 * managers read and work them all, a salesperson the ones they own (assigned on creation by the owner rules). Creating one, from any path, queues its email delivery
 * (src/lib/leads/delivery); SSNs and dates of birth are stored encrypted. No revalidation: nothing public shows leads.
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'event', 'status', 'owner', 'selectedStore', 'createdAt'],
    listSearchableFields: ['title', 'customer.email', 'customer.phone', 'customer.lastName'],
    group: 'Leads',
  },
  defaultSort: '-createdAt',
  // A copy would carry the original's idempotency key and delivery record; a lead is submitted, not duplicated.
  disableDuplicate: true,
  access: {
    // Salespeople see and work the leads they own; managers see and work every lead.
    read: ownLeadsOrAll,
    create: rolesAllowed('admin'),
    update: ownLeadsOrAll,
    delete: rolesAllowed('admin'),
  },
  endpoints: [resendEndpoint],
  hooks: { beforeChange: [setTitle, moveSensitiveData, assignOwner, recordFirstResponse], afterChange: [queueDelivery] },
  fields: [
    {
      name: 'idempotencyKey',
      type: 'text',
      unique: true,
      index: true,
      access: serverOwned,
      // Every lead has one, so the unique index never meets two empty values (MongoDB would refuse the second).
      defaultValue: () => crypto.randomUUID(),
      admin: { readOnly: true, position: 'sidebar', description: 'The form\'s submission id: a repeat creates nothing.' },
    },
    {
      name: 'visitorId',
      type: 'text',
      index: true,
      access: serverOwned,
      admin: { readOnly: true, position: 'sidebar', description: 'The visitor\'s uniqueUserId cookie.' },
    },
    {
      name: 'title',
      type: 'text',
      access: serverOwned,
      admin: { readOnly: true, position: 'sidebar', description: 'Customer and form; set on save.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'event', type: 'select', required: true, index: true, options: [...LEAD_EVENTS], access: adminWrites },
        {
          name: 'inquiryType',
          type: 'text',
          access: adminWrites,
          admin: { description: 'Contact form topic (CONTACT_{type}).' },
        },
        {
          name: 'form',
          type: 'select',
          options: FORM_SLUGS.map((slug) => ({ label: slug, value: slug })),
          access: adminWrites,
          admin: { description: 'The website form (POST /api/forms/{form}); empty when created here.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'new',
          index: true,
          options: LEAD_STATUSES.map((status) => ({ ...status })),
        },
        {
          name: 'prospectStatus',
          type: 'select',
          defaultValue: 'new',
          options: [
            { label: 'New', value: 'new' },
            { label: 'Resend', value: 'resend' },
          ],
          access: adminWrites,
          admin: { description: 'ADF prospect status sent to the CRM.' },
        },
      ],
    },
    ...followUpFields,
    {
      name: 'customer',
      type: 'group',
      access: adminWrites,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'firstName', type: 'text' },
            { name: 'lastName', type: 'text' },
            { name: 'email', type: 'text', index: true },
            { name: 'phone', type: 'text' },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'vehicle', type: 'relationship', relationTo: 'vehicles', access: adminWrites },
        { name: 'staffMember', type: 'relationship', relationTo: 'staff', access: adminWrites },
        { name: 'selectedStore', type: 'relationship', relationTo: 'locations', access: adminWrites },
      ],
    },
    { name: 'resume', type: 'upload', relationTo: 'resumes', access: adminWrites },
    { name: 'comments', type: 'textarea', access: adminWrites },
    { name: 'pageUrl', label: 'Page URL', type: 'text', access: adminWrites },
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
      admin: { description: "The customer's language: their confirmation email's and the one the ADF names." },
    },
    leadExperimentsField,
    { name: 'adsValues', type: 'json', access: adminWrites, admin: { description: 'Ad tracking values (utm_*, gclid, …).' } },
    {
      name: 'payload',
      type: 'json',
      access: adminWrites,
      admin: { description: 'The form data as submitted (SSNs and dates of birth are kept apart, encrypted).' },
    },
    sensitiveGroup(),
    deliveryGroup(),
    {
      name: 'notes',
      type: 'array',
      labels: { singular: 'Note', plural: 'Notes' },
      admin: { description: 'Add a note; saved notes are kept as written (only an admin edits or deletes one).' },
      hooks: { beforeValidate: [keepStoredNotes], beforeChange: [stampNotes] },
      fields: [
        { name: 'note', type: 'textarea', required: true },
        {
          type: 'row',
          fields: [
            {
              name: 'author',
              type: 'relationship',
              relationTo: 'users',
              access: serverOwned,
              admin: { readOnly: true },
            },
            {
              name: 'at',
              type: 'date',
              access: serverOwned,
              admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
            },
          ],
        },
      ],
    },
  ],
}

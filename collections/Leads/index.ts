import type { CollectionConfig, FieldAccess } from 'payload'

import { rolesAllowed, rolesAllowedField } from '@/access/roles-allowed'

import { LEAD_EVENTS } from './events'
import { setTitle } from './hooks/setTitle'
import { stampNotes } from './hooks/stampNotes'

// Sales may update a lead, but only its status and notes; what the visitor sent stays as submitted.
const adminWrites: { update: FieldAccess } = { update: rolesAllowedField('admin') }

/**
 * Every form submission. Created by the form endpoint with overrideAccess (never through REST by visitors);
 * managers and sales read them, sales work them. No revalidation: nothing public shows leads.
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'event', 'status', 'vehicle', 'selectedStore', 'createdAt'],
    listSearchableFields: ['title', 'customer.email', 'customer.phone', 'customer.lastName'],
    group: 'Leads',
  },
  defaultSort: '-createdAt',
  access: {
    read: rolesAllowed('manager', 'sales'),
    create: rolesAllowed('admin'),
    update: rolesAllowed('sales'),
    delete: rolesAllowed('admin'),
  },
  hooks: { beforeChange: [setTitle] },
  fields: [
    {
      name: 'title',
      type: 'text',
      access: adminWrites,
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
          options: [
            { label: 'New', value: 'new' },
            { label: 'Contacted', value: 'contacted' },
            { label: 'Qualified', value: 'qualified' },
            { label: 'Won', value: 'won' },
            { label: 'Lost', value: 'lost' },
          ],
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
    { name: 'comments', type: 'textarea', access: adminWrites },
    { name: 'pageUrl', label: 'Page URL', type: 'text', access: adminWrites },
    { name: 'adsValues', type: 'json', access: adminWrites, admin: { description: 'Ad tracking values (utm_*, gclid, …).' } },
    { name: 'payload', type: 'json', access: adminWrites, admin: { description: 'The form data as submitted.' } },
    {
      name: 'delivery',
      type: 'group',
      access: adminWrites,
      admin: { description: 'Email delivery to the routing recipients.' },
      fields: [
        {
          name: 'state',
          type: 'select',
          defaultValue: 'pending',
          options: [
            { label: 'Pending', value: 'pending' },
            { label: 'Sent', value: 'sent' },
            { label: 'Failed', value: 'failed' },
          ],
        },
        {
          name: 'attempts',
          type: 'array',
          admin: { initCollapsed: true },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
                { name: 'ok', type: 'checkbox', defaultValue: false },
                { name: 'error', type: 'text' },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'notes',
      type: 'array',
      labels: { singular: 'Note', plural: 'Notes' },
      hooks: { beforeChange: [stampNotes] },
      fields: [
        { name: 'note', type: 'textarea', required: true },
        {
          type: 'row',
          fields: [
            { name: 'author', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
            { name: 'at', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
          ],
        },
      ],
    },
  ],
}

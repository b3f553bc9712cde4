import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { rolesAllowed } from '@/access/roles-allowed'
import { staffOnlyRead } from '@/access/staff-only-read'
import { emailRoutingField } from '@/fields/email-routing'
import { hoursField } from '@/fields/hours'
import { slugField } from '@/fields/slug'

import { revalidateLocation } from './hooks/revalidate'

/** IANA zones of the US; Indiana's Eastern counties use America/Indiana/Indianapolis, not America/New_York. */
const TIMEZONES = [
  { label: 'Central — America/Chicago (Rockford, Moline)', value: 'America/Chicago' },
  { label: 'Eastern, Indiana — America/Indiana/Indianapolis (Elkhart, Fort Wayne)', value: 'America/Indiana/Indianapolis' },
  { label: 'Eastern — America/New_York', value: 'America/New_York' },
  { label: 'Eastern, Michigan — America/Detroit', value: 'America/Detroit' },
  { label: 'Mountain — America/Denver', value: 'America/Denver' },
  { label: 'Mountain, no DST — America/Phoenix', value: 'America/Phoenix' },
  { label: 'Pacific — America/Los_Angeles', value: 'America/Los_Angeles' },
]

/** The dealership's stores: address, map position, phones, time zone and hours that override the store's. */
export const Locations: CollectionConfig = {
  slug: 'locations',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'city', 'state', 'timezone', 'currentLocation', 'sortOrder'],
    listSearchableFields: ['name', 'city', 'zip'],
    group: 'Dealership',
  },
  defaultSort: 'sortOrder',
  access: {
    read: anyone,
    create: rolesAllowed('manager'),
    update: rolesAllowed('manager'),
    delete: rolesAllowed('manager'),
  },
  hooks: revalidateLocation,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, admin: { placeholder: 'Rockford' } },
        { name: 'subname', type: 'text', admin: { placeholder: 'Illinois' } },
      ],
    },
    slugField({ from: 'name' }),
    {
      name: 'currentLocation',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'The store this site belongs to; marked as the current location.' },
    },
    { name: 'sortOrder', type: 'number', admin: { position: 'sidebar', description: 'Lower numbers come first.' } },
    {
      name: 'timezone',
      type: 'select',
      required: true,
      defaultValue: 'America/Chicago',
      options: TIMEZONES,
      admin: {
        position: 'sidebar',
        description:
          'The zone this location\'s hours are in. Rockford and Moline are Central (America/Chicago); Elkhart and Fort Wayne are Eastern (America/Indiana/Indianapolis).',
      },
    },
    {
      type: 'collapsible',
      label: 'Address and map',
      fields: [
        { name: 'addressLine1', type: 'text' },
        { name: 'addressLine2', type: 'text' },
        {
          type: 'row',
          fields: [
            { name: 'city', type: 'text' },
            { name: 'state', type: 'text', admin: { placeholder: 'IL' } },
            { name: 'zip', label: 'ZIP', type: 'text', admin: { placeholder: '61108' } },
          ],
        },
        {
          name: 'coordinates',
          type: 'group',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'latitude', type: 'number', min: -90, max: 90 },
                { name: 'longitude', type: 'number', min: -180, max: 180 },
              ],
            },
          ],
        },
        { name: 'mapsLink', type: 'text', admin: { description: 'Google Maps directions URL.' } },
      ],
    },
    {
      type: 'collapsible',
      label: 'Links and phones',
      fields: [
        { name: 'link', type: 'text', admin: { description: 'This location\'s page: a site path or full URL.' } },
        { name: 'inventoryLink', type: 'text', admin: { description: 'Inventory filtered to this location.' } },
        {
          name: 'phones',
          type: 'group',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'sales', type: 'text', admin: { placeholder: '(815) 555-0100' } },
                { name: 'service', type: 'text' },
                { name: 'parts', type: 'text' },
              ],
            },
          ],
        },
        // Localized: the Spanish contact and company pages show the Spanish note, else the English one.
        { name: 'note', type: 'textarea', localized: true, admin: { description: 'Short notice shown with the address.' } },
      ],
    },
    hoursField({
      name: 'salesHours',
      admin: { initCollapsed: true, description: 'Leave empty to use the store\'s sales hours.' },
    }),
    hoursField({
      name: 'serviceHours',
      admin: { initCollapsed: true, description: 'Leave empty to use the store\'s service hours.' },
    }),
    emailRoutingField({
      description:
        'Leads of visitors who chose this store use these rows instead of the company\'s (recipients only on the production site).',
      overrides: true,
      read: staffOnlyRead.read,
    }),
  ],
}

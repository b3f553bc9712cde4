import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { rolesAllowed } from '@/access/roles-allowed'

import { dealershipFields } from './fields/dealership'
import { hoursAndMapFields } from './fields/hours-and-map'
import { inventoryFields } from './fields/inventory'
import { leadFollowUpFields } from './fields/lead-follow-up'
import { leadFields } from './fields/leads'
import { paymentFields } from './fields/payments'
import { trackingFields } from './fields/tracking'
import { revalidateStoreSettings } from './hooks/revalidate'

/**
 * Store configuration: identity, hours, inventory, payment defaults, lead routing and tracking ids.
 * Readable by anyone; the staff-only fields (lead recipients, GM email) guard themselves.
 */
export const StoreSettings: GlobalConfig = {
  slug: 'store-settings',
  label: 'Store settings',
  admin: { group: 'Settings' },
  access: { read: anyone, update: rolesAllowed('manager') },
  hooks: { afterChange: [revalidateStoreSettings] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        { label: 'Dealership', fields: dealershipFields },
        { label: 'Hours & map', fields: hoursAndMapFields },
        { label: 'Inventory', fields: inventoryFields },
        { label: 'Payments', fields: paymentFields },
        { label: 'Lead emails', fields: leadFields },
        { label: 'Lead follow-up', fields: leadFollowUpFields },
        { label: 'Tracking', fields: trackingFields },
      ],
    },
  ],
}

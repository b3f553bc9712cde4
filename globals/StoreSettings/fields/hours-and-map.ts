import type { Field } from 'payload'

import { hoursField } from '@/fields/hours'
import { DEFAULT_TIMEZONE, MAP_ZOOM, SALES_HOURS, SERVICE_HOURS, US_TIMEZONES } from '@/lib/settings/defaults'

/** Time zone, weekly hours and map settings; locations may override the hours. */
export const hoursAndMapFields: Field[] = [
  {
    name: 'timezone',
    type: 'select',
    required: true,
    defaultValue: DEFAULT_TIMEZONE,
    options: US_TIMEZONES.map((tz) => ({ label: tz, value: tz })),
    admin: { description: 'Hours below are read in this zone (open-now badges, structured data).' },
  },
  hoursField({ name: 'salesHours', defaultValue: SALES_HOURS, labels: { singular: 'Day', plural: 'Sales hours' } }),
  hoursField({
    name: 'serviceHours',
    defaultValue: SERVICE_HOURS,
    labels: { singular: 'Day', plural: 'Service hours' },
  }),
  {
    name: 'mapCoordinates',
    type: 'group',
    admin: { description: 'Centre and zoom of the store map on the contact page.' },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'latitude', type: 'number', min: -90, max: 90 },
          { name: 'longitude', type: 'number', min: -180, max: 180 },
          { name: 'zoomMobile', type: 'number', min: 1, max: 20, defaultValue: MAP_ZOOM.mobile },
          { name: 'zoomDesktop', type: 'number', min: 1, max: 20, defaultValue: MAP_ZOOM.desktop },
        ],
      },
    ],
  },
]

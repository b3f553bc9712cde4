import type { Field, TextFieldSingleValidation } from 'payload'

import { rolesAllowedField } from '@/access/roles-allowed'
import { staffOnlyRead } from '@/access/staff-only-read'
import { GA4_ID_PATTERN, PIXEL_ID_PATTERN, TRACKING_MESSAGES } from '@/lib/tracking/ids'

const format =
  (pattern: RegExp, message: string): TextFieldSingleValidation =>
  (value) =>
    !value?.trim() || pattern.test(value.trim()) || message

// Only admins see or change the Conversions API token: it lets anyone send events as the store.
const adminsOnly = { read: rolesAllowedField(), update: rolesAllowedField() }

/**
 * Analytics and advertising ids (their events are gated by the visitor's consent). Blank ids load nothing; the public
 * site reads only the two public ids, the server relay alone reads the token.
 */
export const trackingFields: Field[] = [
  {
    name: 'tracking',
    type: 'group',
    label: false,
    fields: [
      {
        name: 'ga4MeasurementId',
        type: 'text',
        label: 'Google Analytics 4 measurement id',
        validate: format(GA4_ID_PATTERN, TRACKING_MESSAGES.ga4Id),
        admin: { description: 'G-… from the GA4 data stream. Sent only with the visitor’s analytics consent.' },
      },
      {
        name: 'metaPixelId',
        type: 'text',
        label: 'Meta (Facebook) pixel id',
        validate: format(PIXEL_ID_PATTERN, TRACKING_MESSAGES.pixelId),
        admin: { description: 'Loaded only with the visitor’s advertising (targeting) and functional consent.' },
      },
      {
        name: 'metaAccessToken',
        type: 'text',
        label: 'Meta Conversions API access token',
        access: adminsOnly,
        admin: { description: 'Secret, admins only. With the pixel id, conversions are also sent server-side.' },
      },
      {
        name: 'metaTestEventCode',
        type: 'text',
        label: 'Meta test event code',
        access: staffOnlyRead,
        admin: { description: 'Optional: TEST… from Events Manager while checking the setup; clear it afterwards.' },
      },
    ],
  },
]

import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { rolesAllowed } from '@/access/roles-allowed'
import { CONSENT_DISPLAYS, DEFAULT_TIER } from '@/lib/consent/tiers'

import { revalidateCookieConsent } from './hooks/revalidate'
import { consentTextsGroup } from './texts'

const TIER_LABELS = [
  '0 — no banner, every category accepted',
  '1 — banner with "Close and continue" (accepts all)',
  '2 — consent required: Customize and Accept all',
  '3 — consent required, plus Deny (refuses targeting)',
]

const DISPLAY_LABELS: Record<(typeof CONSENT_DISPLAYS)[number], string> = {
  show: 'Show (except on /legal pages)',
  hide: 'Hide',
  force: 'Force (every page, including /legal)',
}

/** Cookie banner behaviour (display setting, consent tier) and its texts in English and Spanish. */
export const CookieConsent: GlobalConfig = {
  slug: 'cookie-consent',
  label: 'Cookie consent',
  admin: { group: 'Marketing' },
  access: { read: anyone, update: rolesAllowed('marketing') },
  hooks: { afterChange: [revalidateCookieConsent] },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'tier',
          type: 'select',
          required: true,
          defaultValue: String(DEFAULT_TIER),
          options: TIER_LABELS.map((label, tier) => ({ label, value: String(tier) })),
        },
        {
          name: 'display',
          type: 'select',
          options: CONSENT_DISPLAYS.map((value) => ({ label: DISPLAY_LABELS[value], value })),
          admin: { description: 'Leave empty to show the banner whenever the tier is above 0.' },
        },
        {
          name: 'bg_locked',
          type: 'checkbox',
          label: 'Lock page background while the banner shows',
          defaultValue: false,
        },
      ],
    },
    {
      name: 'texts',
      type: 'group',
      fields: [
        {
          type: 'tabs',
          tabs: [
            { label: 'English', fields: [consentTextsGroup('en')] },
            { label: 'Español', fields: [consentTextsGroup('es')] },
          ],
        },
      ],
    },
  ],
}

import type { Field, SelectField } from 'payload'

import { sanitizeOptionalHtml } from '@/lib/html/sanitize'

import { styleSchema } from '../validate'

const POSITIONS = ['center', 'top', 'bottom', 'left', 'right', 'top-left', 'top-right', 'bottom-left', 'bottom-right']

const position = (name: string, label: string, defaultValue: string): SelectField => ({
  name,
  label,
  type: 'select',
  defaultValue,
  options: POSITIONS.map((value) => ({ label: value, value })),
})

/** How the popup looks: dialog settings, the side-tab button that reopens it and the backdrop. */
export const displayFields: Field[] = [
  {
    name: 'settings',
    type: 'group',
    fields: [
      {
        name: 'component',
        type: 'text',
        admin: {
          description:
            'Site component that renders this popup: UnlockInventory, UserLead (first and last name, email, ' +
            'phone) or UserLeadPhoneVerification (the phone verified by a texted code first).',
        },
      },
      {
        type: 'row',
        fields: [
          position('positionMobile', 'Position on phones', 'bottom'),
          position('positionDesktop', 'Position on larger screens', 'center'),
          {
            name: 'closeButton',
            type: 'checkbox',
            defaultValue: true,
            admin: { description: 'Show the × button in the dialog.' },
          },
        ],
      },
    ],
  },
  {
    name: 'button',
    type: 'group',
    label: 'Side-tab button',
    admin: {
      description: 'Tab on the right edge, mid-screen, that reopens the popup. Leave the text empty for none.',
    },
    fields: [
      {
        type: 'row',
        fields: [
          // Texts visitors read are per language (the Español locale in the admin's locale menu).
          { name: 'text', type: 'text', localized: true },
          { name: 'hoverText', type: 'text', localized: true },
          { name: 'icon', type: 'text', admin: { description: 'Icon name from the site icon set.' } },
          { name: 'className', type: 'text', admin: { description: 'Extra CSS classes.' } },
        ],
      },
    ],
  },
  {
    name: 'closeButton',
    type: 'checkbox',
    defaultValue: false,
    label: 'Side tab can be dismissed',
    admin: { description: 'Adds a × to the side tab; dismissing turns the popup off for the session.' },
  },
  {
    name: 'background',
    type: 'group',
    fields: [
      {
        name: 'modal',
        type: 'checkbox',
        defaultValue: true,
        admin: { description: 'Dim the page and block clicks behind the popup.' },
      },
    ],
  },
]

/** What the popup says: its own HTML or a site component, and what happens after a submit. */
export const contentFields: Field[] = [
  {
    name: 'content',
    type: 'group',
    fields: [
      {
        name: 'type',
        type: 'select',
        required: true,
        defaultValue: 'component',
        options: [
          { label: 'Site component', value: 'component' },
          { label: 'HTML', value: 'html' },
        ],
      },
      // Title and HTML are per language: pick Español in the admin's locale menu to write the Spanish popup; a
      // Spanish text left empty shows the English one.
      { name: 'title', type: 'text', localized: true },
      {
        name: 'html',
        type: 'code',
        localized: true,
        // Sanitised on every save, in whichever language is saved: formatting, links and media-library images
        // stay; scripts, event handlers and script URLs are removed (src/lib/html/sanitize.ts). The site
        // sanitises it again when it reads it.
        hooks: { beforeChange: [({ value }) => sanitizeOptionalHtml(value)] },
        admin: {
          language: 'html',
          condition: (_, siblingData) => siblingData?.type === 'html',
          description:
            'Formatting, links and images from the media library. Scripts, event handlers (onclick…), styles, ' +
            'frames and forms are removed when you save.',
        },
      },
      {
        name: 'innerComponent',
        type: 'text',
        admin: {
          condition: (_, siblingData) => siblingData?.type === 'component',
          description: 'Form or body component inside the dialog, e.g. UnlockInventoryForm.',
        },
      },
      {
        name: 'style',
        type: 'json',
        jsonSchema: { uri: 'a://popups/style.json', fileMatch: ['a://popups/style.json'], schema: styleSchema },
        admin: { description: 'Inline CSS for the dialog body, e.g. {"maxWidth": "32rem"}.' },
      },
    ],
  },
  {
    name: 'submitted',
    type: 'group',
    label: 'After submit',
    admin: {
      description:
        'When the visitor submits: the lead email and conversion are sent, the popup switches to the inner ' +
        'component (if any), then finishes by closing at once, closing after a delay, or redirecting. A finished ' +
        'popup never shows again to that visitor.',
    },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'email',
            type: 'text',
            admin: {
              description:
                'Lead event: UNLOCK_INVENTORY, UNLOCK_PRICE or CONTACT_{type} such as CONTACT_FINANCING ' +
                '(routing in Store settings). Empty: a general contact message.',
            },
          },
          { name: 'track', type: 'text', admin: { description: 'Conversion event, e.g. UnlockInventory.' } },
        ],
      },
      {
        name: 'innerComponent',
        type: 'text',
        admin: {
          description:
            'Shown after a submit: AccessGranted (the unlock message) or any other name for the "Message sent!" ' +
            'thank-you. Empty: the popup closes at once.',
        },
      },
      {
        type: 'row',
        fields: [
          { name: 'close', type: 'checkbox', defaultValue: false, admin: { description: 'Close at once.' } },
          {
            name: 'timeoutClose',
            type: 'number',
            min: 0,
            admin: { description: 'Close after this many seconds.' },
          },
          { name: 'redirect', type: 'text', admin: { description: 'Go to this path or URL instead.' } },
        ],
      },
    ],
  },
]

import type { ArrayField } from 'payload'

import { ROUTE_NAMES } from '@/lib/popups/route'

import {
  adsValuesError,
  adsValuesSchema,
  jsonShape,
  maxNotBelowMin,
  paramsError,
  paramsSchema,
  validPageMatch,
} from '../validate'

/** The visibility rules: any condition may pass, and every rule set inside one must pass. */
export const conditionsField: ArrayField = {
  name: 'conditions',
  type: 'array',
  labels: { singular: 'Condition', plural: 'Conditions' },
  admin: {
    initCollapsed: true,
    description:
      'The popup shows when at least ONE condition passes. A condition passes only when EVERY rule filled in ' +
      'it passes; empty rules are ignored. A popup the visitor has finished (submitted or closed) never shows again.',
  },
  fields: [
    {
      name: 'isLead',
      type: 'checkbox',
      defaultValue: false,
      label: 'Visitor is a lead',
      admin: {
        description:
          'Passes only for leads (visitors who already gave their contact details). When this is the only rule, ' +
          'a lead sees the popup unless "After submit → Close" is set.',
      },
    },
    {
      name: 'pages',
      type: 'array',
      labels: { singular: 'Page', plural: 'Pages' },
      admin: {
        description: 'Passes when the current page matches ANY entry. No entries: every page.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'kind',
              type: 'select',
              required: true,
              defaultValue: 'path',
              options: [
                { label: 'Route name', value: 'name' },
                { label: 'Exact path', value: 'path' },
                { label: 'Regular expression', value: 'regex' },
              ],
            },
            {
              name: 'match',
              type: 'text',
              required: true,
              validate: validPageMatch,
              admin: {
                description:
                  `Route name (${ROUTE_NAMES.join(', ')}; search is inventory), a path without query string ` +
                  '(e.g. /cars-for-sale) or a regular expression tested against the path (e.g. ^/used-cars-for-sale/).',
              },
            },
          ],
        },
      ],
    },
    {
      name: 'pageItemsViewed',
      type: 'array',
      labels: { singular: 'Items-viewed rule', plural: 'Items-viewed rules' },
      admin: {
        description:
          'Counts the DISTINCT items (e.g. vehicles) the visitor has viewed on a page; passes when the count is ' +
          'between the minimum and maximum. Items are told apart by the route params below, or by full path.',
      },
      fields: [
        {
          name: 'target',
          type: 'text',
          required: true,
          admin: { description: 'Route name or path of the page whose items are counted, e.g. vehicle-detail.' },
        },
        {
          name: 'params',
          type: 'json',
          jsonSchema: { uri: 'a://popups/params.json', fileMatch: ['a://popups/params.json'], schema: paramsSchema },
          validate: jsonShape(paramsError),
          admin: {
            description:
              'Which route params identify an item. {"vin": true}: any new value counts; {"condition": "used"}: ' +
              'only that value; {"condition": ["used", "certified"]}: one of the list. Empty: the full path.',
          },
        },
        {
          type: 'row',
          fields: [
            { name: 'minCount', type: 'number', min: 0, admin: { description: 'At least this many (empty: 0).' } },
            {
              name: 'maxCount',
              type: 'number',
              min: 0,
              validate: maxNotBelowMin,
              admin: { description: 'At most this many (empty: no limit).' },
            },
          ],
        },
      ],
    },
    {
      name: 'adsValues',
      type: 'json',
      jsonSchema: {
        uri: 'a://popups/ads-values.json',
        fileMatch: ['a://popups/ads-values.json'],
        schema: adsValuesSchema,
      },
      validate: jsonShape(adsValuesError),
      admin: {
        description:
          'Ad-tracking rule on the values stored from utm_*, gclid, fbclid and the like. true: the visitor came ' +
          'from an ad; false: did not; "text": one stored value equals it; {"in": [...], "not": [...]}: a value is ' +
          'in "in" and none is in "not". Empty: ignored.',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'tagQuery',
          type: 'text',
          admin: { description: 'CSS selector; passes once a matching element has scrolled into view.' },
        },
        {
          name: 'itemClicked',
          type: 'text',
          admin: { description: 'CSS selector; passes once the visitor has clicked a matching element.' },
        },
        {
          name: 'timer',
          type: 'number',
          min: 0,
          admin: { description: 'Seconds on the page before the popup may open.' },
        },
      ],
    },
  ],
}

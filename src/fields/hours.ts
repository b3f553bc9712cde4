import type { ArrayField } from 'payload'

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const
export type Weekday = (typeof WEEKDAYS)[number]

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/

/** One opening-hours row a weekday: closed, or open/close as HH:mm in the store's (or location's) time zone. */
export function hoursField(overrides: Partial<ArrayField> & { name: string }): ArrayField {
  return {
    type: 'array',
    maxRows: 7,
    admin: { initCollapsed: true },
    labels: { singular: 'Day', plural: 'Days' },
    ...overrides,
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'day',
            type: 'select',
            required: true,
            options: WEEKDAYS.map((d) => ({ label: d[0].toUpperCase() + d.slice(1), value: d })),
          },
          { name: 'closed', type: 'checkbox', defaultValue: false },
          {
            name: 'open',
            type: 'text',
            admin: { placeholder: '09:00', condition: (_, row) => !row?.closed },
            validate: (value: string | null | undefined, { siblingData }: { siblingData: { closed?: boolean } }) =>
              siblingData?.closed || (value && TIME_PATTERN.test(value)) ? true : 'Use 24-hour time, e.g. 09:00',
          },
          {
            name: 'close',
            type: 'text',
            admin: { placeholder: '19:00', condition: (_, row) => !row?.closed },
            validate: (value: string | null | undefined, { siblingData }: { siblingData: { closed?: boolean } }) =>
              siblingData?.closed || (value && TIME_PATTERN.test(value)) ? true : 'Use 24-hour time, e.g. 19:00',
          },
        ],
      },
    ],
  }
}

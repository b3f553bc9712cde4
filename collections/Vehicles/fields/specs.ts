import type { Field } from 'payload'

import { DRIVETRAINS, FUEL_TYPES, TRANSMISSIONS } from '@/lib/vehicles/spec-options'
import { hexColorError, httpUrlError } from '@/lib/vehicles/validation'

/** Mechanical and cosmetic specifications shown on the detail page and used by inventory filters. */
export const specFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'mileage', type: 'number', min: 0, index: true, admin: { description: 'Odometer, in miles.' } },
      { name: 'doors', type: 'number', min: 1, max: 6 },
      {
        name: 'transmission',
        type: 'select',
        options: [...TRANSMISSIONS],
      },
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'fuelType',
        type: 'select',
        options: [...FUEL_TYPES],
      },
      {
        name: 'drivetrain',
        type: 'select',
        options: [...DRIVETRAINS],
      },
      { name: 'engine', type: 'text', admin: { placeholder: '2.5L I4' } },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'mpgCity', label: 'MPG city', type: 'number', min: 0 },
      { name: 'mpgHighway', label: 'MPG highway', type: 'number', min: 0 },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'exteriorColor', type: 'text', admin: { placeholder: 'Magnetic Gray' } },
      {
        name: 'exteriorColorHex',
        label: 'Exterior color (hex)',
        type: 'text',
        validate: (value: string | null | undefined) => hexColorError(value),
        admin: { placeholder: '#5b5e63', description: 'Tints the generated placeholder images.' },
      },
      { name: 'interiorColor', type: 'text', admin: { placeholder: 'Black' } },
    ],
  },
  {
    name: 'features',
    type: 'array',
    labels: { singular: 'Feature', plural: 'Features' },
    admin: { initCollapsed: true },
    fields: [{ name: 'feature', type: 'text', required: true }],
  },
  { name: 'description', type: 'textarea' },
  {
    name: 'historyReportUrl',
    label: 'History report URL',
    type: 'text',
    validate: (value: string | null | undefined) => httpUrlError(value),
    admin: { description: 'Link to the free vehicle-history report.' },
  },
]

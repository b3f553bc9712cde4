/**
 * One valid request body per form, as the React forms post them: fixtures for unit, endpoint and browser tests
 * and for trying the endpoint by hand. Fictional people, 555 numbers and example.com addresses only.
 */
import type { FormInput } from './schemas/registry'
import type { FormSlug } from './forms'

/** Ids a body refers to; tests replace them with documents of their own database. */
export interface SampleIds {
  idempotencyKey?: string
  vehicleId?: string
  staffId?: string
  storeId?: string
}

const person = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane.doe@example.com',
  phone: '(815) 555-0100',
}

const residence = {
  housingStatus: 'rent',
  monthlyRent: '1,250',
  yearsAtAddress: '3',
  monthsAtAddress: '4',
  fullAddress: '123 Main St',
  apartment: 'Apt 2',
  city: 'Rockford',
  state: 'IL',
  zipCode: '61108',
} as const

const employment = {
  employer: 'Acme Tools',
  jobTitle: 'Machinist',
  phone: '815-555-0199',
  monthlyIncome: '4,800',
  incomeType: 'employed',
  years: '5',
  months: '0',
} as const

/** A valid body of `form`; the ids default to fixed placeholders and a fresh idempotency key. */
export function sampleBody<F extends FormSlug>(form: F, ids: SampleIds = {}): FormInput<F> {
  const context = {
    idempotencyKey: ids.idempotencyKey ?? crypto.randomUUID(),
    pageUrl: 'https://cars.example.com/contact',
    selectedStore: ids.storeId,
  }
  const vehicleId = ids.vehicleId ?? '00000000-0000-4000-8000-000000000001'
  const bodies: { [K in FormSlug]: FormInput<K> } = {
    'unlock-inventory': { ...context, ...person },
    'unlock-price': { ...context, ...person, vehicleId },
    'test-drive': { ...context, ...person, vehicleId, day: '2030-06-03', time: '2030-06-03T10:30:00-05:00' },
    'sell-trade': {
      ...context,
      ...person,
      intent: 'trade',
      trade: { year: '2016', make: 'Honda', model: 'Civic', mileage: '84,000', trim: 'EX', condition: 'good' },
      answers: { accidents: 'none', keys: 2 },
    },
    contact: { ...context, ...person, inquiryType: 'financing', message: 'Do you finance first-time buyers?' },
    'staff-message': {
      ...context,
      ...person,
      staffId: ids.staffId ?? '00000000-0000-4000-8000-000000000002',
      message: 'Please call me about the Accord.',
    },
    careers: { ...context, ...person, position: 'Sales Consultant', message: 'Five years of retail sales.' },
    'apply-financing': {
      ...context,
      ...person,
      vehicleId,
      homeAddress: { address: '123 Main St', city: 'Rockford', state: 'IL', zipCode: '61108' },
      downPayment: '2,000',
      creditScore: 'Good',
    },
    'full-credit-application': {
      ...context,
      vehicleId,
      user: { ...person, middleName: 'Q', dateOfBirth: '1985-04-12' },
      ssn: '123-45-6789',
      residence: [residence],
      employment: [employment],
      coBorrower: {
        user: {
          ...person,
          firstName: 'John',
          email: 'john.doe@example.com',
          phone: '8155550101',
          dateOfBirth: '1984-01-30',
        },
        ssn: '234-56-7890',
        residence: [residence],
        employment: [{ ...employment, employer: 'Rockford Schools', jobTitle: 'Teacher' }],
      },
    },
    'service-appointment': {
      ...context,
      ...person,
      start: '2030-06-04T08:00:00-05:00',
      end: '2030-06-04T09:00:00-05:00',
      vehicle: { year: '2019', make: 'Toyota', model: 'Camry' },
      repairLines: [{ opCode: 'OIL', name: 'Oil change', notes: 'Synthetic please' }],
      notes: 'I will wait at the dealership.',
    },
  }
  return bodies[form]
}

/**
 * The adf payload of a lead (prospect, customer, vehicle, vendor, provider) from what the endpoint or the delivery
 * job holds: the validated submission, the vehicle document, the store settings and the selected store. Pure: the
 * caller reads the documents (with overrideAccess, since the general manager's email is staff-only).
 */
import type { Locale } from '@/lib/i18n/locales'
import type { BodyStyle, Location, StoreSetting, Vehicle } from '@/payload-types'

import type {
  AdfCustomer,
  AdfLead,
  AdfProvider,
  AdfSellVehicle,
  AdfVehicle,
  AdfVendor,
  ProspectStatus,
} from './adf-types'
import { FORM_LABELS } from './forms'
import type { LeadSubmission } from './schemas/registry'
import type { LeadContext } from './summary'
import { leadComments, submissionUser } from './summary'

/** The parts of the store settings the vendor and provider come from. */
export type PartySettings = Pick<StoreSetting, 'dealership' | 'phones'>
/** The parts of a selected store (location) that override the company's. */
export type PartyStore = Pick<Location, 'name'> & Partial<Pick<Location, 'phones'>>
/** The vehicle fields an ADF vehicle is made of; bodyStyle may be an id (unpopulated) or the document. */
export type AdfSourceVehicle = Pick<Vehicle, 'year' | 'make' | 'model' | 'vin' | 'condition' | 'price'> &
  Partial<
    Pick<
      Vehicle,
      | 'stockNumber'
      | 'trim'
      | 'transmission'
      | 'mileage'
      | 'interiorColor'
      | 'exteriorColor'
      | 'previousPrice'
      | 'bodyStyle'
    >
  >

/** SPEC price rule: the sale price, else the old price, else 0. */
export function adfPrice(prices: { salePrice?: number | null; oldPrice?: number | null }): number {
  if (prices.salePrice && prices.salePrice > 0) return prices.salePrice
  if (prices.oldPrice && prices.oldPrice > 0) return prices.oldPrice
  return 0
}

/** 'automatic' → 'A', 'manual' → 'M', anything else → undefined. */
export function adfTransmission(value: string | null | undefined): 'A' | 'M' | undefined {
  if (value === 'automatic') return 'A'
  if (value === 'manual') return 'M'
  return undefined
}

const text = (value: string | null | undefined): string | undefined => value?.trim() || undefined

/**
 * The vendor: the dealership (with the selected store's name), its general manager as contact, the dealership's
 * own email and phone (the selected store's sales phone first), falling back to the manager's.
 */
export function adfVendorOf(settings: PartySettings, store?: PartyStore | null): AdfVendor {
  const dealership = settings.dealership
  const manager = dealership?.generalManager
  const name = text(dealership?.name)
  return {
    name: store?.name && name ? `${name} - ${store.name}` : (name ?? text(store?.name)),
    contact: {
      fullName: text(manager?.fullName) ?? name,
      email: text(dealership?.email) ?? text(manager?.email),
      phone:
        text(store?.phones?.sales) ??
        text(settings.phones?.main) ??
        text(settings.phones?.sales) ??
        text(manager?.phone),
    },
  }
}

/** The provider: 'Website - ' + subject, the form as service, the site's address, email and phone. */
export function adfProviderOf(
  settings: PartySettings,
  { subject, service, url }: { subject: string; service?: string; url?: string },
): AdfProvider {
  const name = text(settings.dealership?.name)
  const email = text(settings.dealership?.email)
  const phone = text(settings.phones?.main)
  return {
    subject,
    service,
    url: text(url),
    email,
    phone,
    contact: { fullName: name ? `${name} Website` : 'Website', email, phone },
  }
}

function bodyStyleName(value: string | BodyStyle | null | undefined): string | undefined {
  return typeof value === 'object' && value !== null ? text(value.name) : undefined
}

/** A vehicle document as the vehicle of interest: status new or used (certified is used), price sale → old → 0. */
export function adfVehicleOf(vehicle: AdfSourceVehicle, interest: AdfVehicle['interest'] = 'buy'): AdfVehicle {
  return {
    interest,
    status: vehicle.condition === 'new' ? 'new' : 'used',
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    vin: vehicle.vin,
    stock: text(vehicle.stockNumber),
    trim: text(vehicle.trim),
    bodystyle: bodyStyleName(vehicle.bodyStyle),
    transmission: adfTransmission(vehicle.transmission),
    odometer: vehicle.mileage ?? undefined,
    interiorcolor: text(vehicle.interiorColor),
    exteriorcolor: text(vehicle.exteriorColor),
    price: adfPrice({ salePrice: vehicle.price, oldPrice: vehicle.previousPrice }),
  }
}

/** The visitor's own car of a sell-or-trade submission as the sell-vehicle entry. */
export function adfSellVehicleOf(trade: {
  year: number
  make: string
  model: string
  mileage: number
  trim?: string
}): AdfSellVehicle {
  return {
    year: trade.year,
    make: trade.make,
    model: trade.model,
    odometer: trade.mileage,
    comments: trade.trim ? `Trim: ${trade.trim}` : undefined,
  }
}

/**
 * The customer: contact fields, the home address when the form has a complete one, and the requested time of a
 * test drive or service appointment as the timeframe.
 */
export function adfCustomerOf(submission: LeadSubmission): AdfCustomer {
  const customer: AdfCustomer = { ...submissionUser(submission) }
  if (submission.form === 'test-drive') {
    customer.timeframe = { description: 'Test drive', earliestDate: submission.data.time }
  }
  if (submission.form === 'service-appointment') {
    const { start, end } = submission.data
    customer.timeframe = { description: 'Service appointment', earliestDate: start, latestDate: end }
  }
  if (submission.form === 'apply-financing' && submission.data.homeAddress) {
    const home = submission.data.homeAddress
    customer.address = {
      type: 'home',
      street: home.address,
      apartment: home.apartment,
      city: home.city,
      regioncode: home.state,
      postalcode: home.zipCode,
    }
  }
  return customer
}

/** Everything adfLeadOf needs besides the submission. */
export interface AdfLeadSources {
  prospect: ProspectStatus
  requestDate: Date
  leadId?: string
  /** The routing subject ('Website Lead' by default). */
  subject: string
  settings: PartySettings
  store?: PartyStore | null
  /** The vehicle of interest (vehicleId of the submission), read by the caller. */
  vehicle?: AdfSourceVehicle | null
  /** The public origin of the site, e.g. https://cars.example.com. */
  siteUrl?: string
  context?: LeadContext
  /** The customer's language (the lead's `locale`): a Spanish lead says so first in the customer's comments. */
  locale?: Locale | null
}

/**
 * The ADF DTD has no language element or attribute, so the language is a line of the customer's comments, the
 * place CRMs show to the salesperson. English, the default, adds nothing: English leads' ADF is unchanged.
 */
export function adfLanguageLine(locale: Locale | null | undefined): string | undefined {
  return locale === 'es' ? 'Preferred language: Spanish (es)' : undefined
}

function withLanguage(customer: AdfCustomer, line: string | undefined): AdfCustomer {
  if (!line) return customer
  return { ...customer, comments: customer.comments ? `${line}\n${customer.comments}` : line }
}

/**
 * The whole ADF lead of a submission. Apply-financing with a down payment adds finance (method finance,
 * amount type downpayment); a sell-or-trade adds the visitor's car as the sell-vehicle entry.
 */
export function adfLeadOf(submission: LeadSubmission, sources: AdfLeadSources): AdfLead {
  const vehicle = sources.vehicle ? adfVehicleOf(sources.vehicle) : undefined
  if (vehicle && submission.form === 'apply-financing' && submission.data.downPayment !== undefined) {
    vehicle.finance = { method: 'finance', amount: submission.data.downPayment, amountType: 'downpayment' }
  }
  return {
    prospect: sources.prospect,
    requestDate: sources.requestDate,
    leadId: sources.leadId,
    customer: withLanguage(adfCustomerOf(submission), adfLanguageLine(sources.locale)),
    vehicle,
    sellVehicle: submission.form === 'sell-trade' ? adfSellVehicleOf(submission.data.trade) : undefined,
    vendor: adfVendorOf(sources.settings, sources.store),
    provider: adfProviderOf(sources.settings, {
      subject: sources.subject,
      service: FORM_LABELS[submission.form],
      url: sources.siteUrl,
    }),
    comments: leadComments(submission, sources.context),
  }
}

/**
 * The adf lead payload as types: what one ADF 1.0 document says about a lead (./adf writes it,
 * ./adf-parts fills it from the submission, the vehicle and the store settings).
 */

/** New for a visitor's first lead, resend afterwards. */
export type ProspectStatus = 'new' | 'resend'

export interface AdfAddress {
  type: 'home' | 'delivery'
  street: string
  apartment?: string
  city: string
  regioncode: string
  postalcode: string
}

/** When the customer wants to act: a test drive's slot, a service appointment's start and end (ISO 8601). */
export interface AdfTimeframe {
  description?: string
  earliestDate?: string
  latestDate?: string
}

export interface AdfCustomer {
  firstName?: string
  lastName?: string
  email?: string
  phone?: string
  address?: AdfAddress
  timeframe?: AdfTimeframe
  comments?: string
}

export interface AdfFinance {
  method: 'cash' | 'finance' | 'lease'
  amount: number
  /** ADF amount type; total by default. */
  amountType?: 'downpayment' | 'monthly' | 'total'
}

/** The vehicle of interest (buy, sell or trade-in). */
export interface AdfVehicle {
  interest: 'buy' | 'sell' | 'trade-in'
  status: 'new' | 'used'
  year?: number | string
  make?: string
  model?: string
  vin?: string
  stock?: string
  trim?: string
  bodystyle?: string
  transmission?: 'A' | 'M'
  odometer?: number
  interiorcolor?: string
  exteriorcolor?: string
  /** USD; see adfPrice for the sale → old → 0 rule. */
  price?: number
  finance?: AdfFinance
  comments?: string
}

/** The visitor's own car they sell or trade in: always interest sell, status used. */
export interface AdfSellVehicle {
  year?: number | string
  make?: string
  model?: string
  odometer?: number
  comments?: string
}

/** A person to contact: vendor contact and provider contact. */
export interface AdfContactPerson {
  fullName?: string
  email?: string
  phone?: string
}

export interface AdfVendor {
  name?: string
  url?: string
  contact: AdfContactPerson
}

export interface AdfProvider {
  /** The routing subject; the provider name is 'Website - ' + subject. */
  subject: string
  service?: string
  url?: string
  email?: string
  phone?: string
  contact?: AdfContactPerson
}

/** Everything one ADF document says. */
export interface AdfLead {
  prospect: ProspectStatus
  requestDate: Date
  /** The lead's id, written as `<id source="…">` so the CRM can tell a resend from a new lead. */
  leadId?: string
  idSource?: string
  customer: AdfCustomer
  vehicle?: AdfVehicle
  sellVehicle?: AdfSellVehicle
  vendor: AdfVendor
  provider: AdfProvider
  /** Lead comments (the message and form details); written into the customer's comments. */
  comments?: string
}

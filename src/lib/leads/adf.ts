/**
 * ADF 1.0 (Auto-lead Data Format) XML of a lead, built with xmlbuilder2 so every text and attribute is escaped.
 * The element order and attributes follow ../shared/reference/adf.dtd; tests validate every event's document
 * against it with xmllint. Pure: an AdfLead (./adf-types) in, XML text out; ./adf-parts fills the AdfLead from
 * the submission, the vehicle and the store settings.
 */
import { create } from 'xmlbuilder2'

import { formatPhone, phoneDigits } from '@/lib/phone'

import type { AdfAddress, AdfContactPerson, AdfLead, AdfVehicle } from './adf-types'

type XMLBuilder = ReturnType<typeof create>

/** Written where the customer gave no phone ('Not provided'), and where a required contact part is empty. */
export const NOT_PROVIDED = 'Not provided'

// XML 1.0 cannot carry most control characters even escaped; they are dropped rather than break the document.
const NOT_XML_CHAR = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu

/** Text safe for an XML 1.0 text node (xmlbuilder2 escapes <, & and quotes itself). */
export function xmlSafe(value: string | number): string {
  return String(value).replace(NOT_XML_CHAR, '').trim()
}

/** The ADF phone: 999-999-9999 for a ten-digit number, the text as given otherwise, 'Not provided' when empty. */
export function adfPhone(value: string | null | undefined): string {
  if (!value?.trim()) return NOT_PROVIDED
  return phoneDigits(value).length >= 10 ? formatPhone(value, 'adf') : xmlSafe(value)
}

function present(value: string | number | null | undefined): value is string | number {
  return value !== undefined && value !== null && xmlSafe(value) !== ''
}

/** Adds `<name>text</name>` when there is a text. */
function optionalElement(
  parent: XMLBuilder,
  name: string,
  value: string | number | null | undefined,
  attributes?: Record<string, string>,
) {
  if (present(value)) parent.ele(name, attributes).txt(xmlSafe(value))
}

/** An element whose content the DTD requires; empty when the value is missing. */
function requiredElement(parent: XMLBuilder, name: string, value: string | number | null | undefined) {
  parent.ele(name).txt(present(value) ? xmlSafe(value) : '')
}

function joinComments(...parts: (string | undefined)[]): string | undefined {
  const text = parts.filter((part): part is string => present(part)).join('\n\n')
  return text || undefined
}

function addVehicle(prospect: XMLBuilder, vehicle: AdfVehicle) {
  const node = prospect.ele('vehicle', { interest: vehicle.interest, status: vehicle.status })
  requiredElement(node, 'year', vehicle.year)
  requiredElement(node, 'make', vehicle.make)
  requiredElement(node, 'model', vehicle.model)
  optionalElement(node, 'vin', vehicle.vin)
  optionalElement(node, 'stock', vehicle.stock)
  optionalElement(node, 'trim', vehicle.trim)
  optionalElement(node, 'bodystyle', vehicle.bodystyle)
  optionalElement(node, 'transmission', vehicle.transmission)
  if (vehicle.odometer !== undefined) node.ele('odometer', { units: 'mi' }).txt(String(Math.round(vehicle.odometer)))
  if (present(vehicle.interiorcolor) || present(vehicle.exteriorcolor)) {
    // DTD: ((interiorcolor, exteriorcolor?) | exteriorcolor), preference
    const colors = node.ele('colorcombination')
    optionalElement(colors, 'interiorcolor', vehicle.interiorcolor)
    optionalElement(colors, 'exteriorcolor', vehicle.exteriorcolor)
    colors.ele('preference').txt('1')
  }
  if (vehicle.price !== undefined) node.ele('price', { type: 'quote', currency: 'USD' }).txt(String(vehicle.price))
  if (vehicle.finance) {
    const finance = node.ele('finance')
    finance.ele('method').txt(vehicle.finance.method)
    finance
      .ele('amount', { type: vehicle.finance.amountType ?? 'total', limit: 'exact', currency: 'USD' })
      .txt(String(vehicle.finance.amount))
  }
  optionalElement(node, 'comments', vehicle.comments)
}

/** DTD contact: name+, then email and/or phone, then address. */
function addContact(
  parent: XMLBuilder,
  names: { part: 'first' | 'last' | 'full'; value: string | undefined }[],
  email: string | undefined,
  phone: string,
  address?: AdfAddress,
) {
  const contact = parent.ele('contact')
  const given = names.filter((name) => present(name.value))
  if (given.length === 0) contact.ele('name', { part: 'full' }).txt(NOT_PROVIDED)
  for (const name of given) contact.ele('name', { part: name.part }).txt(xmlSafe(name.value ?? ''))
  optionalElement(contact, 'email', email)
  contact.ele('phone', { type: 'voice', time: 'day' }).txt(phone)
  if (address) {
    const node = contact.ele('address', { type: address.type })
    node.ele('street', { line: '1' }).txt(xmlSafe(address.street))
    optionalElement(node, 'apartment', address.apartment)
    optionalElement(node, 'city', address.city)
    optionalElement(node, 'regioncode', address.regioncode)
    optionalElement(node, 'postalcode', address.postalcode)
  }
}

function addPerson(parent: XMLBuilder, person: AdfContactPerson) {
  addContact(parent, [{ part: 'full', value: person.fullName }], person.email, adfPhone(person.phone))
}

/** The ADF 1.0 document of a lead: `<?xml version="1.0"?>`, `<?adf version="1.0"?>`, `<adf><prospect>…`. */
export function adfXml(lead: AdfLead): string {
  const doc = create({ version: '1.0' })
  doc.ins('adf', 'version="1.0"')
  const prospect = doc.ele('adf').ele('prospect', { status: lead.prospect })
  optionalElement(prospect, 'id', lead.leadId, { sequence: '1', source: lead.idSource ?? 'Website' })
  prospect.ele('requestdate').txt(lead.requestDate.toISOString().replace(/\.\d{3}Z$/, 'Z'))

  // The DTD needs at least one vehicle: a lead about no vehicle (contact, careers…) carries an empty one.
  if (lead.vehicle) addVehicle(prospect, lead.vehicle)
  if (lead.sellVehicle) addVehicle(prospect, { ...lead.sellVehicle, interest: 'sell', status: 'used' })
  if (!lead.vehicle && !lead.sellVehicle) addVehicle(prospect, { interest: 'buy', status: 'used' })

  const { customer } = lead
  const customerNode = prospect.ele('customer')
  addContact(
    customerNode,
    [
      { part: 'first', value: customer.firstName },
      { part: 'last', value: customer.lastName },
    ],
    customer.email,
    adfPhone(customer.phone),
    customer.address,
  )
  if (customer.timeframe) {
    const timeframe = customerNode.ele('timeframe')
    optionalElement(timeframe, 'description', customer.timeframe.description)
    optionalElement(timeframe, 'earliestdate', customer.timeframe.earliestDate)
    optionalElement(timeframe, 'latestdate', customer.timeframe.latestDate)
  }
  optionalElement(customerNode, 'comments', joinComments(customer.comments, lead.comments))

  const vendor = prospect.ele('vendor')
  optionalElement(vendor, 'vendorname', lead.vendor.name)
  optionalElement(vendor, 'url', lead.vendor.url)
  addPerson(vendor, lead.vendor.contact)

  const { provider } = lead
  const providerNode = prospect.ele('provider')
  providerNode.ele('name', { part: 'full' }).txt(xmlSafe(`Website - ${provider.subject}`))
  optionalElement(providerNode, 'service', provider.service)
  optionalElement(providerNode, 'url', provider.url)
  optionalElement(providerNode, 'email', provider.email)
  if (present(provider.phone)) providerNode.ele('phone', { type: 'voice', time: 'day' }).txt(adfPhone(provider.phone))
  if (provider.contact) addPerson(providerNode, provider.contact)

  return doc.end({ prettyPrint: true })
}

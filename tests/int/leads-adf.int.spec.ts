import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { NOT_PROVIDED, adfPhone, adfXml } from '@/lib/leads/adf'
import {
  adfLeadOf,
  adfPrice,
  adfTransmission,
  adfVendorOf,
  adfVehicleOf,
  type AdfSourceVehicle,
  type PartySettings,
} from '@/lib/leads/adf-parts'
import type { AdfLead } from '@/lib/leads/adf-types'
import { CONTACT_INQUIRY_TYPES, FORM_SLUGS, LEAD_EVENT_KEYS, leadEventKey, type FormSlug } from '@/lib/leads/forms'
import { sampleBody } from '@/lib/leads/samples'
import { parseForm, parseSubmission, type Submission } from '@/lib/leads/schemas/registry'

import { referenceDir } from '../helpers/xmllint'

/** Validates an ADF document against ../shared/reference/adf.dtd; throws with xmllint's message when invalid. */
function validateAdf(xml: string): void {
  const dtd = path.join(referenceDir(), 'adf.dtd')
  if (!fs.existsSync(dtd)) throw new Error(`adf.dtd not found in ${referenceDir()}`)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'adf-'))
  const file = path.join(dir, 'lead.xml')
  fs.writeFileSync(file, xml)
  try {
    execFileSync('xmllint', ['--noout', '--dtdvalid', dtd, file], { stdio: 'pipe' })
  } catch (err) {
    const stderr = (err as { stderr?: Buffer }).stderr?.toString() ?? String(err)
    throw new Error(`adf.dtd validation failed:\n${stderr}\n${xml}`)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

const settings: PartySettings = {
  dealership: {
    name: 'Rockford Motors',
    email: 'sales@rockford-motors.example.com',
    generalManager: { fullName: 'Pat Manager', email: 'pat@rockford-motors.example.com', phone: '8155550142' },
  },
  phones: { main: '(815) 555-0100', sales: '(815) 555-0101' },
}

const vehicle: AdfSourceVehicle = {
  year: 2021,
  make: 'Honda',
  model: 'Accord',
  vin: '1HGCV1F34MA000001',
  condition: 'certified',
  price: 24995,
  previousPrice: 26500,
  stockNumber: 'R210042',
  trim: 'EX-L',
  transmission: 'automatic',
  mileage: 31250,
  interiorColor: 'Black',
  exteriorColor: 'Platinum White Pearl',
  bodyStyle: { id: 'b1', name: 'Sedans', value: 'sedans', updatedAt: '', createdAt: '' },
}

/** A validated sample submission of a form (the contact form with the given inquiry type). */
function submissionOf(form: FormSlug, inquiryType?: string): Submission {
  const body = form === 'contact' ? { ...sampleBody('contact'), inquiryType } : sampleBody(form)
  const submission = parseSubmission(form, body)
  if (!submission) throw new Error(`${form}: ${JSON.stringify(parseForm(form, body))}`)
  return submission
}

const NO_VEHICLE: FormSlug[] = ['unlock-inventory', 'contact', 'staff-message', 'careers', 'service-appointment']

describe('ADF of every lead event validates against adf.dtd', () => {
  const cases = FORM_SLUGS.flatMap((form): { form: FormSlug; inquiryType?: string }[] =>
    form === 'contact'
      ? CONTACT_INQUIRY_TYPES.map((type) => ({ form, inquiryType: type.value }))
      : [{ form, inquiryType: undefined }],
  )

  it('covers all sixteen event keys', () => {
    expect(cases.map((c) => leadEventKey(c.form, c.inquiryType)).sort()).toEqual([...LEAD_EVENT_KEYS].sort())
  })

  for (const { form, inquiryType } of cases) {
    it(leadEventKey(form, inquiryType), () => {
      for (const prospect of ['new', 'resend'] as const) {
        const xml = adfXml(
          adfLeadOf(submissionOf(form, inquiryType), {
            prospect,
            requestDate: new Date('2030-06-01T15:04:05.678Z'),
            leadId: 'lead-1',
            subject: 'Website Lead',
            settings,
            vehicle: NO_VEHICLE.includes(form) ? null : vehicle,
            siteUrl: 'https://cars.example.com',
            context: { adminUrl: 'https://cars.example.com/admin/collections/leads/lead-1', staffName: 'Sam Staff' },
          }),
        )
        validateAdf(xml)
        expect(xml).toContain(`<prospect status="${prospect}">`)
      }
    })
  }
})

describe('ADF document', () => {
  const lead = (overrides: Partial<AdfLead> = {}): AdfLead => ({
    prospect: 'new',
    requestDate: new Date('2030-06-01T15:04:05.678Z'),
    customer: { firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com', phone: '8155550100' },
    vendor: adfVendorOf(settings),
    provider: { subject: 'Website Lead', service: 'Contact Us', url: 'https://cars.example.com' },
    ...overrides,
  })

  it('the DTD check is real: a document out of order fails', () => {
    const xml = adfXml(lead())
    const swapped = xml.replace(/(<requestdate>[^<]*<\/requestdate>)([\s\S]*?<\/vehicle>)/, '$2$1')
    expect(swapped).not.toBe(xml)
    expect(() => validateAdf(swapped)).toThrow(/adf.dtd validation failed/)
  })

  it('starts with the XML declaration and the adf processing instruction', () => {
    const xml = adfXml(lead())
    expect(xml.startsWith('<?xml version="1.0"?>\n<?adf version="1.0"?>\n<adf>')).toBe(true)
    expect(xml).toContain('<requestdate>2030-06-01T15:04:05Z</requestdate>')
    validateAdf(xml)
  })

  it('writes the customer: name parts, email, phone voice/day in the adf mask, address', () => {
    const xml = adfXml(
      lead({
        customer: {
          firstName: 'Jane',
          lastName: 'Doe',
          email: 'jane@example.com',
          phone: '+1 (815) 555-0100',
          address: {
            type: 'home',
            street: '123 Main St',
            apartment: '2B',
            city: 'Rockford',
            regioncode: 'IL',
            postalcode: '61108',
          },
        },
      }),
    )
    expect(xml).toContain('<name part="first">Jane</name>')
    expect(xml).toContain('<name part="last">Doe</name>')
    expect(xml).toContain('<phone type="voice" time="day">815-555-0100</phone>')
    expect(xml).toMatch(
      /<address type="home">\s*<street line="1">123 Main St<\/street>\s*<apartment>2B<\/apartment>\s*<city>Rockford<\/city>\s*<regioncode>IL<\/regioncode>\s*<postalcode>61108<\/postalcode>/,
    )
    validateAdf(xml)
  })

  it("writes 'Not provided' for a missing phone, and still validates without email or name", () => {
    const xml = adfXml(lead({ customer: {} }))
    expect(xml).toContain(`<phone type="voice" time="day">${NOT_PROVIDED}</phone>`)
    expect(xml).toContain(`<name part="full">${NOT_PROVIDED}</name>`)
    validateAdf(xml)
    expect(adfPhone('  ')).toBe(NOT_PROVIDED)
    expect(adfPhone('ext. 12')).toBe('ext. 12')
  })

  it('escapes names, comments and attributes with <, & and quotes', () => {
    const xml = adfXml(
      lead({
        customer: { firstName: '<script>alert("x")</script>', lastName: "O'Brien & Sons", phone: '8155550100' },
        comments: 'Price < $20,000 & "soon"\u0000\u001b',
        provider: { subject: 'Lead <b>&</b>', url: 'https://cars.example.com/?a=1&b=2' },
      }),
    )
    expect(xml).toContain('<name part="first">&lt;script&gt;alert("x")&lt;/script&gt;</name>')
    expect(xml).toContain('<name part="last">O\'Brien &amp; Sons</name>')
    expect(xml).toContain('Price &lt; $20,000 &amp; "soon"</comments>')
    expect(xml).toContain('<name part="full">Website - Lead &lt;b&gt;&amp;&lt;/b&gt;</name>')
    expect(xml).toContain('<url>https://cars.example.com/?a=1&amp;b=2</url>')
    expect(xml).not.toContain('<script>')
    validateAdf(xml)
  })

  it('maps a vehicle document: status, transmission, odometer, colours, price rule', () => {
    const adfVehicle = adfVehicleOf(vehicle)
    expect(adfVehicle).toMatchObject({
      interest: 'buy',
      status: 'used',
      transmission: 'A',
      odometer: 31250,
      bodystyle: 'Sedans',
      price: 24995,
    })
    const xml = adfXml(lead({ vehicle: { ...adfVehicle, finance: { method: 'cash', amount: 24995 } } }))
    expect(xml).toMatch(
      /<vehicle interest="buy" status="used">\s*<year>2021<\/year>\s*<make>Honda<\/make>\s*<model>Accord<\/model>\s*<vin>1HGCV1F34MA000001<\/vin>/,
    )
    expect(xml).toContain('<transmission>A</transmission>')
    expect(xml).toContain('<odometer units="mi">31250</odometer>')
    expect(xml).toMatch(
      /<colorcombination>\s*<interiorcolor>Black<\/interiorcolor>\s*<exteriorcolor>Platinum White Pearl<\/exteriorcolor>\s*<preference>1<\/preference>/,
    )
    expect(xml).toContain('<price type="quote" currency="USD">24995</price>')
    expect(xml).toMatch(
      /<finance>\s*<method>cash<\/method>\s*<amount type="total" limit="exact" currency="USD">24995<\/amount>/,
    )
    validateAdf(xml)
    expect(adfVehicleOf({ ...vehicle, condition: 'new', transmission: 'manual' })).toMatchObject({
      status: 'new',
      transmission: 'M',
    })
    // Only an exterior colour still makes a valid colour combination.
    validateAdf(adfXml(lead({ vehicle: { ...adfVehicle, interiorcolor: undefined } })))
  })

  it('a test drive and a service appointment carry their time as the customer timeframe', () => {
    const testDrive = adfXml(
      adfLeadOf(submissionOf('test-drive'), {
        prospect: 'new',
        requestDate: new Date(),
        subject: 'TD',
        settings,
        vehicle,
      }),
    )
    expect(testDrive).toMatch(
      /<timeframe>\s*<description>Test drive<\/description>\s*<earliestdate>2030-06-03T10:30:00-05:00<\/earliestdate>\s*<\/timeframe>/,
    )
    const service = adfXml(
      adfLeadOf(submissionOf('service-appointment'), {
        prospect: 'new',
        requestDate: new Date(),
        subject: 'S',
        settings,
      }),
    )
    expect(service).toContain('<latestdate>2030-06-04T09:00:00-05:00</latestdate>')
    validateAdf(testDrive)
    validateAdf(service)
  })

  it('price rule: sale price, else old price, else 0', () => {
    expect(adfPrice({ salePrice: 20000, oldPrice: 22000 })).toBe(20000)
    expect(adfPrice({ salePrice: 0, oldPrice: 22000 })).toBe(22000)
    expect(adfPrice({ salePrice: null, oldPrice: null })).toBe(0)
    expect(adfTransmission('cvt')).toBeUndefined()
  })

  it('adds the trade-in as a sell vehicle (interest sell, status used) after the vehicle of interest', () => {
    const xml = adfXml(
      adfLeadOf(submissionOf('sell-trade'), {
        prospect: 'new',
        requestDate: new Date(),
        subject: 'Trade',
        settings,
        vehicle,
      }),
    )
    expect(xml).toMatch(
      /<vehicle interest="buy" status="used">[\s\S]*<vehicle interest="sell" status="used">\s*<year>2016<\/year>\s*<make>Honda<\/make>\s*<model>Civic<\/model>\s*<odometer units="mi">84000<\/odometer>/,
    )
    validateAdf(xml)
  })

  it('vendor defaults: general manager, dealership email and phone; a selected store names itself', () => {
    expect(adfVendorOf(settings)).toEqual({
      name: 'Rockford Motors',
      contact: { fullName: 'Pat Manager', email: 'sales@rockford-motors.example.com', phone: '(815) 555-0100' },
    })
    expect(adfVendorOf(settings, { name: 'Moline', phones: { sales: '309-555-0100' } })).toMatchObject({
      name: 'Rockford Motors - Moline',
      contact: { phone: '309-555-0100' },
    })
    expect(adfVendorOf({ dealership: { generalManager: { email: 'gm@example.com' } } })).toEqual({
      name: undefined,
      contact: { fullName: undefined, email: 'gm@example.com', phone: undefined },
    })
    const xml = adfXml(lead({ vendor: adfVendorOf({}) }))
    validateAdf(xml)
  })

  it('the credit application carries no SSN and no date of birth', () => {
    const xml = adfXml(
      adfLeadOf(submissionOf('full-credit-application'), {
        prospect: 'new',
        requestDate: new Date(),
        subject: 'Credit',
        settings,
        context: { adminUrl: 'https://cars.example.com/admin/collections/leads/abc' },
      }),
    )
    expect(xml).not.toContain('123-45-6789')
    expect(xml).not.toContain('1985-04-12')
    expect(xml).toContain('https://cars.example.com/admin/collections/leads/abc')
  })
})

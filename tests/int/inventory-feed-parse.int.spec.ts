import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { FEED_COLUMNS } from '@/lib/inventory-feed/columns'
import { formatFeedError, formatFeedErrors } from '@/lib/inventory-feed/errors'
import { parseFeed } from '@/lib/inventory-feed/parse-feed'
import { decodeFeed } from '@/lib/inventory-feed/read-csv'
import { FEED_ROW } from '@/lib/inventory-feed/row-schema'
import { isValidVin } from '@/lib/vin/check-digit'

import { testVin } from '../helpers/fixtures'
import { feedCsv, feedRow } from '../helpers/inventory-feed'

const messages = (text: string) => parseFeed(text).errors.map(formatFeedError)

describe('parseFeed: valid feeds', () => {
  it('reads the required columns into a vehicle, VIN normalised, columns that are absent left undefined', () => {
    const { rows, errors } = parseFeed(feedCsv([feedRow(1, { vin: testVin(1).toLowerCase() })]))
    expect(errors).toEqual([])
    expect(rows).toEqual([
      { line: 2, vehicle: expect.objectContaining({ vin: testVin(1), condition: 'used', year: 2021, price: 24_995 }) },
    ])
    expect(rows[0].vehicle.mileage).toBeUndefined()
    expect(rows[0].vehicle.features).toBeUndefined()
  })

  it('maps every column to its vehicle field, lists split on |', () => {
    const row = feedRow(2, {
      stock_number: 'R210042',
      model_year: 2022,
      trim: 'EX-L',
      body_style: 'Sedans',
      location: 'Rockford-IL',
      mileage: '31,250',
      exterior_color: 'Platinum White Pearl',
      exterior_color_hex: '#F2F2EE',
      interior_color: 'Black',
      transmission: 'Automatic',
      drivetrain: 'FWD',
      fuel_type: 'hybrid',
      engine: '2.0L I4 Hybrid',
      doors: 4,
      mpg_city: 44,
      mpg_highway: '41.5',
      features: 'Heated seats | Apple CarPlay||',
      description: 'One owner, "like new".\nNon-smoker.',
      history_report_url: 'https://www.carfax.com/report?vin=X',
      photo_urls: 'https://cdn.example.com/1.jpg|https://cdn.example.com/2.jpg',
    })
    const { rows, errors } = parseFeed(feedCsv([row]))
    expect(errors).toEqual([])
    expect(rows[0].vehicle).toEqual({
      vin: testVin(2),
      stockNumber: 'R210042',
      condition: 'used',
      year: 2021,
      modelYear: 2022,
      make: 'Honda',
      model: 'Accord',
      trim: 'EX-L',
      bodyStyle: 'sedans',
      location: 'rockford-il',
      price: 24_995,
      mileage: 31_250,
      exteriorColor: 'Platinum White Pearl',
      exteriorColorHex: '#f2f2ee',
      interiorColor: 'Black',
      transmission: 'automatic',
      drivetrain: 'fwd',
      fuelType: 'hybrid',
      engine: '2.0L I4 Hybrid',
      doors: 4,
      mpgCity: 44,
      mpgHighway: 41.5,
      features: [{ feature: 'Heated seats' }, { feature: 'Apple CarPlay' }],
      description: 'One owner, "like new".\nNon-smoker.',
      historyReportUrl: 'https://www.carfax.com/report?vin=X',
      evoxImages: [{ url: 'https://cdn.example.com/1.jpg' }, { url: 'https://cdn.example.com/2.jpg' }],
    })
  })

  it('clears a field for an empty cell (null, or an empty list)', () => {
    const { rows } = parseFeed(feedCsv([feedRow(3, { trim: '', mileage: ' ', features: '' })]))
    expect(rows[0].vehicle).toMatchObject({ trim: null, mileage: null, features: [] })
  })

  it('accepts dollar amounts as spreadsheets write them', () => {
    const prices = ['$24,995', '24995.00', '$ 1,234,567.5', '0'].map(
      (price, n) => parseFeed(feedCsv([feedRow(10 + n, { price })])).rows[0]?.vehicle.price,
    )
    expect(prices).toEqual([24_995, 24_995, 1_234_567.5, 0])
  })

  it('forgives header case and spacing, a byte-order mark, CR LF line ends and blank lines', () => {
    const text = `\ufeffVIN,Condition,Year,Make,Model,Stock Number,PRICE\r\n\r\n${testVin(4)},New,2026,Toyota,Camry,,"$27,840"\r\n`
    const { rows, errors } = parseFeed(text)
    expect(errors).toEqual([])
    expect(rows).toEqual([
      { line: 3, vehicle: expect.objectContaining({ condition: 'new', stockNumber: null, price: 27_840 }) },
    ])
  })

  it('ignores trailing empty columns a spreadsheet saved', () => {
    const text = `vin,condition,year,make,model,price,,\n${testVin(5)},used,2020,Kia,Soul,9995,,\n`
    expect(parseFeed(text).errors).toEqual([])
  })

  it('parses the sample feed in seed/ without errors, every VIN with a valid check digit', () => {
    const text = fs.readFileSync(path.resolve('seed/inventory-feed.sample.csv'), 'utf8')
    const { rows, errors } = parseFeed(text)
    expect(errors.map(formatFeedError)).toEqual([])
    expect(rows.length).toBeGreaterThanOrEqual(10)
    expect(rows.every((row) => isValidVin(row.vehicle.vin))).toBe(true)
    expect(text.split('\n')[0]).toBe(FEED_COLUMNS.map((column) => column.name).join(','))
  })
})

describe('parseFeed: invalid feeds report every problem with its line and column', () => {
  it('names the line, the column and the value', () => {
    const rows = [
      feedRow(20),
      feedRow(21, { price: 'abc' }),
      feedRow(22, { year: 1850, condition: 'demo' }),
      feedRow(23, { make: '' }),
    ]
    expect(messages(feedCsv(rows))).toEqual([
      'line 3, price: "abc" is not a number',
      'line 4, condition: "demo" is not one of new, used, certified',
      `line 4, year: "1850": enter a four-digit year between 1900 and ${new Date().getFullYear() + 2}`,
      'line 5, make: is required',
    ])
  })

  it('checks VIN format and check digit, since a mistyped VIN would add a second car', () => {
    const typo = `${testVin(24).slice(0, 16)}${testVin(24).endsWith('9') ? '8' : '9'}`
    const rows = [feedRow(24, { vin: typo }), feedRow(25, { vin: 'ABC' }), feedRow(26, { vin: 'IOQ45678901234567' })]
    const errors = messages(feedCsv(rows))
    expect(errors[0]).toMatch(/^line 2, vin: ".{17}" fails the VIN check digit \(position 9 should be .\); a typo\?$/)
    expect(errors[1]).toBe('line 3, vin: "ABC": a VIN has exactly 17 characters; this one has 3')
    expect(errors[2]).toMatch(/^line 4, vin: .*never contains the letters I, O or Q/)
  })

  it('rejects values outside the admin options and bounds', () => {
    const errors = messages(
      feedCsv([
        feedRow(30, {
          body_style: 'vans',
          transmission: 'cvt',
          doors: 9,
          mileage: '12.5',
          price: -1,
          exterior_color_hex: 'red',
          photo_urls: 'https://ok.example/1.jpg|ftp://nope',
        }),
      ]),
    )
    expect(errors).toEqual([
      'line 2, body_style: "vans" is not one of suvs, sedans, wagons, coupes, convertibles, hatchbacks, trucks, minivans, commercial',
      'line 2, price: "-1" is less than 0',
      'line 2, mileage: "12.5" is not a whole number',
      'line 2, exterior_color_hex: "red": use a six-digit hex color such as #1f3a5f',
      'line 2, transmission: "cvt" is not one of automatic, manual',
      'line 2, doors: "9" is more than 6',
      'line 2, photo_urls: "ftp://nope": enter a full URL starting with https://',
    ])
  })

  it('counts lines from the start of a row whose quoted cell spans lines', () => {
    const rows = [feedRow(40, { description: 'Line one\nline two\nline three' }), feedRow(41, { price: 'free' })]
    expect(messages(feedCsv(rows))).toEqual(['line 5, price: "free" is not a number'])
  })

  it('reports a row with the wrong number of cells', () => {
    const text = `vin,condition,year,make,model,price\n${testVin(42)},used,2020,Kia,Soul\n${testVin(43)},used,2020,Kia,Soul,1,extra\n`
    expect(messages(text)).toEqual([
      'line 2: 5 cells where the header has 6 columns',
      'line 3: 7 cells where the header has 6 columns',
    ])
  })

  it('names both lines of a duplicate VIN', () => {
    expect(messages(feedCsv([feedRow(50), feedRow(51), feedRow(50, { price: 1 })]))).toEqual([
      `line 4, vin: ${testVin(50)} is also on line 2; a VIN may appear once`,
    ])
  })

  it('checks the header: unknown, repeated and missing required columns', () => {
    expect(messages('vin,condition,year,make,colour,price,price\n')).toEqual([
      'line 1: "colour" is not a feed column (the columns are listed in docs/inventory.md)',
      'line 1, price: the column appears twice',
      'line 1: the required column model is missing',
    ])
  })

  it('refuses a feed without vehicles, which would mark the whole lot sold', () => {
    expect(messages('vin,condition,year,make,model,price\n')).toEqual([
      'line 1: the feed lists no vehicles, so nothing was imported',
    ])
    expect(messages('')).toEqual(['line 1: the file is empty'])
  })

  it('reports broken quoting with its line', () => {
    expect(messages(`vin,condition,year,make,model,price\n${testVin(60)},used,2020,"Kia,Soul,1\n`)).toEqual([
      expect.stringMatching(/^line 2: the file is not valid CSV: Quote Not Closed/),
    ])
  })

  it('refuses text that is not UTF-8', () => {
    expect(decodeFeed(new Uint8Array([0x76, 0x69, 0x6e, 0xe9, 0x0a]))).toMatchObject({ ok: false, error: { line: 1 } })
    expect(decodeFeed(new TextEncoder().encode('vin,Citroën\n'))).toEqual({ ok: true, text: 'vin,Citroën\n' })
  })

  it('lists errors in line order and caps a long list', () => {
    const errors = Array.from({ length: 30 }, (_, index) => ({ line: 31 - index, message: 'bad' }))
    const text = formatFeedErrors(errors, 3)
    expect(text.split('\n')).toEqual(['line 2: bad', 'line 3: bad', 'line 4: bad', '…and 27 more'])
  })
})

describe('columns documentation', () => {
  it('the row schema has exactly the documented columns, required ones as documented', () => {
    expect(Object.keys(FEED_ROW.shape)).toEqual(FEED_COLUMNS.map((column) => column.name))
    const missing = FEED_ROW.safeParse({}).error?.issues.map((issue) => issue.path[0]) ?? []
    expect(missing).toEqual(FEED_COLUMNS.filter((column) => column.required).map((column) => column.name))
  })

  it('the inventory docs document every column in their table', () => {
    const readme = fs.readFileSync(path.resolve('docs/inventory.md'), 'utf8')
    for (const column of FEED_COLUMNS) {
      expect(readme.includes(`| \`${column.name}\` | ${column.required ? 'yes' : 'no'} |`), column.name).toBe(true)
    }
  })
})

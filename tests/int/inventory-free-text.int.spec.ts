import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { parseInventoryPath } from '@/lib/inventory/filters'
import { editDistance, freeTextHref, parseFreeText, type SearchVocabulary } from '@/lib/inventory/free-text'
import { parseKeywordParam, parseYearParam } from '@/lib/inventory/search-params'

import { TEST_VOCABULARY } from '../helpers/search-vocabulary'

// Each phrase with the canonical listing URL the search box must land on (store: new and used, default sort).
const TABLE: [phrase: string, href: string][] = [
  ["%%%<script>", "/cars-for-sale?q=script"],
  ["suv under budget", "/cars-for-sale/suvs"],
  ["< 20k sedan", "/cars-for-sale/sedans/price-under-20000"],
  ["blue awd suv under 25k", "/cars-for-sale/suvs/price-under-25000?q=blue+awd"],
  ["2019 honda civic", "/cars-for-sale/honda-civic?year=2019"],
  ["truck 4x4 low miles", "/cars-for-sale/trucks?mileage=null,30000&q=awd"],
  ["tesla", "/cars-for-sale/tesla"],
  ["toyota camry", "/cars-for-sale/toyota-camry"],
  ["Toyota Camry", "/cars-for-sale/toyota-camry"],
  ["toyta camry", "/cars-for-sale/toyota-camry"],
  ["hundai tucson", "/cars-for-sale/hyundai-tucson"],
  ["volkswagon jetta", "/cars-for-sale/volkswagen-jetta"],
  ["chevy silverado 1500", "/cars-for-sale/chevrolet-silverado-1500"],
  ["vw tiguan", "/cars-for-sale/volkswagen-tiguan"],
  ["mercedes c class", "/cars-for-sale/mercedes-benz-c-class"],
  ["mercedes-benz gle", "/cars-for-sale/mercedes-benz-gle"],
  ["land rover defender", "/cars-for-sale/land-rover-defender"],
  ["range rover", "/cars-for-sale/land-rover-range-rover"],
  ["f-150", "/cars-for-sale/ford-f-150"],
  ["ford f150", "/cars-for-sale/ford-f-150"],
  ["ford f 150 under 40k", "/cars-for-sale/ford-f-150/price-under-40000"],
  ["cr-v", "/cars-for-sale/honda-cr-v"],
  ["honda crv", "/cars-for-sale/honda-cr-v"],
  ["honda cr v", "/cars-for-sale/honda-cr-v"],
  ["model 3", "/cars-for-sale/tesla-model-3"],
  ["tesla model y", "/cars-for-sale/tesla-model-y"],
  ["used toyota", "/used-cars-for-sale/toyota"],
  ["new honda accord", "/new-cars-for-sale/honda-accord"],
  ["certified subaru outback", "/cars-for-sale/subaru-outback"],
  ["pickup under 30000", "/cars-for-sale/trucks/price-under-30000"],
  ["pick up truck", "/cars-for-sale/trucks"],
  ["minivan", "/cars-for-sale/minivans"],
  ["van under 20k", "/cars-for-sale/minivans/price-under-20000"],
  ["mini van", "/cars-for-sale/minivans"],
  ["suv below $25,000", "/cars-for-sale/suvs/price-under-25000"],
  ["sedan less than 15k", "/cars-for-sale/sedans/price-under-15000"],
  ["coupe under 20 thousand", "/cars-for-sale/coupes/price-under-20000"],
  ["convertible over 40k", "/cars-for-sale/convertibles/price-over-40000"],
  ["hatchback more than 10k", "/cars-for-sale/hatchbacks/price-over-10000"],
  ["wagon under 25", "/cars-for-sale/wagons/price-under-25000"],
  ["suvs under 25000 dollars", "/cars-for-sale/suvs/price-under-25000"],
  ["2017-2019 toyota rav4", "/cars-for-sale/toyota-rav4?year=2017,2019"],
  ["2017 to 2019 honda civic", "/cars-for-sale/honda-civic?year=2017,2019"],
  ["between 2016 and 2018 accord", "/cars-for-sale/honda-accord?year=2016,2018"],
  ["2018 or newer jeep wrangler", "/cars-for-sale/jeep-wrangler?year=2018,null"],
  ["2018+ subaru forester", "/cars-for-sale/subaru-forester?year=2018,null"],
  ["newer than 2018 camry", "/cars-for-sale/toyota-camry?year=2019,null"],
  ["before 2015 ford mustang", "/cars-for-sale/ford-mustang?year=null,2014"],
  ["2015 and older truck", "/cars-for-sale/trucks?year=null,2015"],
  ["older than 2012", "/cars-for-sale?year=null,2011"],
  ["4wd truck", "/cars-for-sale/trucks?q=awd"],
  ["awd sedan", "/cars-for-sale/sedans?q=awd"],
  ["all wheel drive suv", "/cars-for-sale/suvs?q=awd"],
  ["four wheel drive", "/cars-for-sale?q=awd"],
  ["4 wheel drive truck", "/cars-for-sale/trucks?q=awd"],
  ["front wheel drive sedan", "/cars-for-sale/sedans?q=fwd"],
  ["rwd coupe", "/cars-for-sale/coupes?q=rwd"],
  ["suv under 50k miles", "/cars-for-sale/suvs?mileage=null,50000"],
  ["truck less than 60000 miles", "/cars-for-sale/trucks?mileage=null,60000"],
  ["civic low mileage", "/cars-for-sale/honda-civic?mileage=null,30000"],
  ["under 300 a month", "/cars-for-sale?payment=300"],
  ["suv under $400/mo", "/cars-for-sale/suvs?payment=400"],
  ["red mustang convertible", "/cars-for-sale/convertibles/ford-mustang?q=red"],
  ["black leather sunroof", "/cars-for-sale?q=black+leather+sunroof"],
  ["blue", "/cars-for-sale?q=blue"],
  ["white honda pilot", "/cars-for-sale/honda-pilot?q=white"],
  ["silver toyota 4runner", "/cars-for-sale/toyota-4runner?q=silver"],
  ["porshe 911", "/cars-for-sale/porsche-911"],
  ["porsche cayenne", "/cars-for-sale/porsche-cayenne"],
  ["nisan rogue", "/cars-for-sale/nissan-rogue"],
  ["nissan altima 2020", "/cars-for-sale/nissan-altima?year=2020"],
  ["kia telluride", "/cars-for-sale/kia-telluride"],
  ["ram 1500", "/cars-for-sale/ram-1500"],
  ["jeep grand cherokee", "/cars-for-sale/jeep-grand-cherokee"],
  ["bmw 3 series", "/cars-for-sale/bmw-3-series"],
  ["bmw x5", "/cars-for-sale/bmw-x5"],
  ["mazda cx-5", "/cars-for-sale/mazda-cx-5"],
  ["mazda cx5", "/cars-for-sale/mazda-cx-5"],
  ["subaru", "/cars-for-sale/subaru"],
  ["heated seats", "/cars-for-sale?q=heated+seats"],
  ["navigation", "/cars-for-sale?q=navigation"],
  ["cheap suv", "/cars-for-sale/suvs"],
  ["cheap car", "/cars-for-sale"],
  ["the best used cars for sale", "/used-cars-for-sale"],
  ["camry", "/cars-for-sale/toyota-camry"],
  ["rav4 hybrid", "/cars-for-sale/toyota-rav4?q=hybrid"],
  ["civic 15k", "/cars-for-sale/honda-civic/price-under-15000"],
  ["accord 20k", "/cars-for-sale/honda-accord/price-under-20000"],
  ["2021", "/cars-for-sale?year=2021"],
  ["$15000", "/cars-for-sale/price-under-15000"],
  ["15k", "/cars-for-sale/price-under-15000"],
  ["under 10k", "/cars-for-sale/price-under-10000"],
  ["under 0", "/cars-for-sale"],
  ["under 99999999999", "/cars-for-sale"],
  ["asdf qwerty", "/cars-for-sale?q=asdf+qwerty"],
  ["!!!", "/cars-for-sale"],
  ["   ", "/cars-for-sale"],
  ["2020 2021", "/cars-for-sale?year=2020,2021"],
  ["toyota honda", "/cars-for-sale/toyota?q=honda"],
  ["honda or toyota", "/cars-for-sale/honda?q=toyota"],
  ["suv truck", "/cars-for-sale/suvs"],
  ["toyta", "/cars-for-sale/toyota"],
  ["hondaa", "/cars-for-sale/honda"],
  ["chevrolet tahoe 4x4", "/cars-for-sale/chevrolet-tahoe?q=awd"],
  ["grey tahoe", "/cars-for-sale/chevrolet-tahoe?q=grey"],
  ["odyssey minivan", "/cars-for-sale/minivans/honda-odyssey"],
  ["elantra under 18k low miles", "/cars-for-sale/hyundai-elantra/price-under-18000?mileage=null,30000"],
  ["2019 civic under 20k low miles", "/cars-for-sale/honda-civic/price-under-20000?mileage=null,30000&year=2019"],
  ["pre-owned ford escape", "/used-cars-for-sale/ford-escape"],
  ["cpo bmw x5", "/cars-for-sale/bmw-x5"],
  ["lifted truck", "/cars-for-sale/trucks?q=lifted"],
  ["crossover", "/cars-for-sale/suvs"],
  ["awd crossover under 30k", "/cars-for-sale/suvs/price-under-30000?q=awd"],
  ["jeep", "/cars-for-sale/jeep"],
  ["between 20k and 30k suv", "/cars-for-sale/suvs/price-under-30000"],
  ["20k-30k", "/cars-for-sale/price-under-30000"],
  ["$20,000 - $30,000 sedan", "/cars-for-sale/sedans/price-under-30000"],
  ["porsche 911", "/cars-for-sale/porsche-911"],
  ["camery", "/cars-for-sale/toyota-camry"],
  ["corola", "/cars-for-sale/toyota-corolla"],
  ["2016-2018 camry", "/cars-for-sale/toyota-camry?year=2016,2018"],
  ["Used Honda Civic Under $18,000", "/used-cars-for-sale/honda-civic/price-under-18000"],
  ["honda civic 2018 2019", "/cars-for-sale/honda-civic?year=2018,2019"],
  ["toyota rav4 2020 or newer under 30k", "/cars-for-sale/toyota-rav4/price-under-30000?year=2020,null"],
  ["awd suv under 35000 low miles", "/cars-for-sale/suvs/price-under-35000?mileage=null,30000&q=awd"],
  ["ford explorer 4x4", "/cars-for-sale/ford-explorer?q=awd"],
  ["jeep wrangler 4wd under 40 grand", "/cars-for-sale/jeep-wrangler/price-under-40000?q=awd"],
  ["nissan rogue awd 2021", "/cars-for-sale/nissan-rogue?q=awd&year=2021"],
  ["suv 3rd row", "/cars-for-sale/suvs?q=3rd+row"],
  ["silver", "/cars-for-sale?q=silver"],
  ["navy blue", "/cars-for-sale?q=navy+blue"],
  ["tesla model 3 under 40k", "/cars-for-sale/tesla-model-3/price-under-40000"],
  ["mercedes gle over 50k", "/cars-for-sale/mercedes-benz-gle/price-over-50000"],
  ["bmw x5 2019-2021", "/cars-for-sale/bmw-x5?year=2019,2021"],
  ["land rover under 60k", "/cars-for-sale/land-rover/price-under-60000"],
  ["ram 1500 crew cab", "/cars-for-sale/ram-1500?q=crew+cab"],
  ["f150 4x4 under 35k", "/cars-for-sale/ford-f-150/price-under-35000?q=awd"],
  ["chevy tahoe under 50k miles", "/cars-for-sale/chevrolet-tahoe?mileage=null,50000"],
  ["kia telluride awd", "/cars-for-sale/kia-telluride?q=awd"],
  ["honda odyssey 2019", "/cars-for-sale/honda-odyssey?year=2019"],
  ["toyota sienna 2020+", "/cars-for-sale/toyota-sienna?year=2020,null"],
  ["subaru outback low miles", "/cars-for-sale/subaru-outback?mileage=null,30000"],
  ["mazda cx-5 under 25k", "/cars-for-sale/mazda-cx-5/price-under-25000"],
  ["hyundai tucson under 20k", "/cars-for-sale/hyundai-tucson/price-under-20000"],
  ["vw jetta under 15k", "/cars-for-sale/volkswagen-jetta/price-under-15000"],
  ["civic under 250/month", "/cars-for-sale/honda-civic?payment=250"],
  ["camry below 20k", "/cars-for-sale/toyota-camry/price-under-20000"],
  ["corolla under 15 thousand", "/cars-for-sale/toyota-corolla/price-under-15000"],
  ["accord over 20k", "/cars-for-sale/honda-accord/price-over-20000"],
  ["pilot awd", "/cars-for-sale/honda-pilot?q=awd"],
  ["mustang convertible", "/cars-for-sale/convertibles/ford-mustang"],
  ["wrangler 2 door", "/cars-for-sale/jeep-wrangler?q=2+door"],
  ["cheap trucks", "/cars-for-sale/trucks"],
  ["sedans", "/cars-for-sale/sedans"],
  ["new suvs under 40k", "/new-cars-for-sale/suvs/price-under-40000"],
  ["used trucks under 20k", "/used-cars-for-sale/trucks/price-under-20000"],
]

describe('free-text search: phrase → canonical listing URL', () => {
  it('has a large table', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(100)
  })

  it.each(TABLE)('%j → %s', (phrase, href) => {
    expect(freeTextHref(phrase, TEST_VOCABULARY)).toBe(href)
  })
})

describe('free-text search: store facts', () => {
  const usedOnly: SearchVocabulary = { ...TEST_VOCABULARY, ctx: { ...TEST_VOCABULARY.ctx, conditions: ['used'] } }

  it('goes to the single condition listing when the store sells one condition only', () => {
    expect(freeTextHref('suv under 20k', usedOnly)).toBe('/used-cars-for-sale/suvs/price-under-20000')
    expect(freeTextHref('new honda', usedOnly)).toBe('/used-cars-for-sale/honda')
  })

  it('keeps a body style the store does not offer as a keyword rather than dropping it', () => {
    expect(parseFreeText('commercial ford', TEST_VOCABULARY).keyword).toEqual(['commercial'])
  })

  it('never reads a make that is not in stock, however close', () => {
    const noToyota: SearchVocabulary = { ...TEST_VOCABULARY, makes: TEST_VOCABULARY.makes.filter((m) => m.slug !== 'toyota') }
    expect(freeTextHref('toyta', noToyota)).toBe('/cars-for-sale?q=toyta')
  })

  it('uses the store default sort (omitted) and page 1', () => {
    const search = parseFreeText('tesla', TEST_VOCABULARY)
    expect(search.filters.sort).toBe('newest')
    expect(search.filters.page).toBe(1)
  })
})

describe('editDistance', () => {
  it.each([
    ['toyota', 'toyota', 0],
    ['toyta', 'toyota', 1],
    ['hundai', 'hyundai', 1],
    ['volkswagon', 'volkswagen', 1],
    ['porshe', 'porsche', 1],
    ['', 'kia', 3],
    ['black', 'buick', 2],
  ] as const)('%s ↔ %s = %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance)
    expect(editDistance(b, a)).toBe(distance)
  })
})

describe('free-text search: any input', () => {
  const ctx = { ...TEST_VOCABULARY.ctx, makes: TEST_VOCABULARY.makes.map((make) => make.slug) }

  it('always writes a listing URL the grammar accepts as canonical, with readable q and year values', () => {
    const words = fc.constantFrom('suv', 'under', '25k', 'awd', '2019', 'to', 'honda', 'civic', 'low', 'miles', 'blue', '$', '-', 'k', 'a month', '300', 'toyta', ',', '+', 'or newer')
    const text = fc.oneof(fc.string({ maxLength: 60 }), fc.array(words, { maxLength: 10 }).map((parts) => parts.join(' ')))
    fc.assert(
      fc.property(text, (phrase) => {
        const href = freeTextHref(phrase, TEST_VOCABULARY)
        const url = new URL(href, 'http://localhost')
        const parsed = parseInventoryPath(url.pathname.split('/').filter(Boolean), url.searchParams, ctx)
        expect(parsed.kind).toBe('ok')
        const search = parseFreeText(phrase, TEST_VOCABULARY)
        expect(parseKeywordParam(url.searchParams.get('q') ?? undefined)).toEqual(search.keyword)
        expect(parseYearParam(url.searchParams.get('year') ?? undefined)).toEqual(search.years)
      }),
      { numRuns: 400 },
    )
  })
})

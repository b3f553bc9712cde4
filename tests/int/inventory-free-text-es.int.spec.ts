import { describe, expect, it } from 'vitest'

import { freeTextHref, parseFreeText } from '@/lib/inventory/free-text'
import { SPANISH_PHRASES, SPANISH_WORDS } from '@/lib/inventory/free-text-es'

import { TEST_VOCABULARY } from '../helpers/search-vocabulary'

// Spanish words typed into either search box land where the English words do: [Spanish, English, listing URL].
const TABLE: [spanish: string, english: string, href: string][] = [
  ['sedanes', 'sedans', '/cars-for-sale/sedans'],
  ['sedán', 'sedan', '/cars-for-sale/sedans'],
  ['camionetas', 'trucks', '/cars-for-sale/trucks'],
  ['camioneta pickup', 'pickup', '/cars-for-sale/trucks'],
  ['trocas usadas', 'used trucks', '/used-cars-for-sale/trucks'],
  ['camionetas SUV', 'suvs', '/cars-for-sale/suvs'],
  ['todoterreno', 'suv', '/cars-for-sale/suvs'],
  ['familiares', 'wagons', '/cars-for-sale/wagons'],
  ['cupé', 'coupe', '/cars-for-sale/coupes'],
  ['descapotable rojo', 'red convertible', '/cars-for-sale/convertibles?q=red'],
  ['minivanes', 'minivans', '/cars-for-sale/minivans'],
  ['furgoneta', 'van', '/cars-for-sale/minivans'],
  ['usados', 'used', '/used-cars-for-sale'],
  ['autos usados en venta', 'used cars for sale', '/used-cars-for-sale'],
  ['seminuevos', 'used', '/used-cars-for-sale'],
  ['de segunda mano', 'pre-owned', '/used-cars-for-sale'],
  ['nueva', 'new', '/new-cars-for-sale'],
  ['SUVs nuevas', 'new suvs', '/new-cars-for-sale/suvs'],
  ['certificado', 'certified', '/cars-for-sale'],
  ['rojo', 'red', '/cars-for-sale?q=red'],
  ['roja', 'red', '/cars-for-sale?q=red'],
  ['sedanes rojos', 'red sedans', '/cars-for-sale/sedans?q=red'],
  ['camionetas blancas', 'white trucks', '/cars-for-sale/trucks?q=white'],
  ['negra', 'black', '/cars-for-sale?q=black'],
  ['gris', 'gray', '/cars-for-sale?q=gray'],
  ['plateado', 'silver', '/cars-for-sale?q=silver'],
  ['azul marino', 'navy blue', '/cars-for-sale?q=navy+blue'],
  ['automático', 'automatic', '/cars-for-sale?q=automatic'],
  ['AUTOMATICA', 'automatic', '/cars-for-sale?q=automatic'],
  ['estándar', 'manual', '/cars-for-sale?q=manual'],
  ['4x4', '4x4', '/cars-for-sale?q=awd'],
  ['camioneta 4x4', 'truck 4x4', '/cars-for-sale/trucks?q=awd'],
  ['tracción integral', 'all wheel drive', '/cars-for-sale?q=awd'],
  ['doble tracción', 'four wheel drive', '/cars-for-sale?q=awd'],
  ['tracción delantera', 'front wheel drive', '/cars-for-sale?q=fwd'],
  ['tracción trasera', 'rear wheel drive', '/cars-for-sale?q=rwd'],
  ['gasolina', 'gasoline', '/cars-for-sale?q=gasoline'],
  ['diésel', 'diesel', '/cars-for-sale?q=diesel'],
  ['eléctrico', 'electric', '/cars-for-sale?q=electric'],
  ['eléctricas', 'electric', '/cars-for-sale?q=electric'],
  ['híbrido', 'hybrid', '/cars-for-sale?q=hybrid'],
  ['híbridas', 'hybrid', '/cars-for-sale?q=hybrid'],
  ['rav4 híbrida', 'rav4 hybrid', '/cars-for-sale/toyota-rav4?q=hybrid'],
  ['negro con piel', 'black with leather', '/cars-for-sale?q=black+leather'],
  ['cuero', 'leather', '/cars-for-sale?q=leather'],
  ['tesla model y', 'tesla model y', '/cars-for-sale/tesla-model-y'],
  ['camry 2017 a 2019', 'camry 2017 to 2019', '/cars-for-sale/toyota-camry?year=2017,2019'],
  ['techo solar', 'sunroof', '/cars-for-sale?q=sunroof'],
  ['toyota camry', 'toyota camry', '/cars-for-sale/toyota-camry'],
  ['chevy silverado 1500', 'chevy silverado 1500', '/cars-for-sale/chevrolet-silverado-1500'],
  ['honda civic usado por menos de $15,000', 'used honda civic under $15,000', '/used-cars-for-sale/honda-civic/price-under-15000'],
  ['suv por menos de 25 mil', 'suv under 25 thousand', '/cars-for-sale/suvs/price-under-25000'],
  ['camionetas hasta 30k', 'trucks under 30k', '/cars-for-sale/trucks/price-under-30000'],
  ['sedán de más de 20 mil dólares', 'sedan over 20 thousand dollars', '/cars-for-sale/sedans/price-over-20000'],
  ['suv menos de 400 al mes', 'suv under 400 a month', '/cars-for-sale/suvs?payment=400'],
  ['civic con menos de 50,000 millas', 'civic under 50000 miles', '/cars-for-sale/honda-civic?mileage=null,50000'],
  ['accord pocas millas', 'accord low miles', '/cars-for-sale/honda-accord?mileage=null,30000'],
  ['tacoma bajo kilometraje', 'tacoma low mileage', '/cars-for-sale/toyota-tacoma?mileage=null,30000'],
  ['jeep wrangler 2018 o más nuevo', 'jeep wrangler 2018 or newer', '/cars-for-sale/jeep-wrangler?year=2018,null'],
  ['camry 2019 en adelante', 'camry 2019 and newer', '/cars-for-sale/toyota-camry?year=2019,null'],
  ['honda civic del 2017 al 2019', 'honda civic 2017 to 2019', '/cars-for-sale/honda-civic?year=2017,2019'],
  ['entre 2016 y 2018 accord', 'between 2016 and 2018 accord', '/cars-for-sale/honda-accord?year=2016,2018'],
  ['mustang antes de 2015', 'mustang before 2015', '/cars-for-sale/ford-mustang?year=null,2014'],
  ['modelo 3', 'model 3', '/cars-for-sale/tesla-model-3'],
  ['busco una camioneta roja 4x4 usada por menos de 30 mil', 'used red truck 4x4 under 30k', '/used-cars-for-sale/trucks/price-under-30000?q=red+awd'],
  ['carros baratos', 'cheap cars', '/cars-for-sale'],
  ['honda o toyota', 'honda or toyota', '/cars-for-sale/honda?q=toyota'],
]

describe('free-text search: Spanish words', () => {
  it.each(TABLE)('%j reads as %j → %s', (spanish, english, href) => {
    expect(freeTextHref(spanish, TEST_VOCABULARY)).toBe(href)
    expect(freeTextHref(english, TEST_VOCABULARY)).toBe(href)
  })

  it('translates into words the parser knows, never into a Spanish keyword', () => {
    for (const [word, english] of Object.entries(SPANISH_WORDS)) {
      const keyword = parseFreeText(word, TEST_VOCABULARY).keyword
      expect(keyword, word).not.toContain(word)
      for (const term of keyword) expect(english.split(' '), word).toContain(term)
    }
    for (const [phrase, english] of Object.entries(SPANISH_PHRASES)) {
      for (const term of parseFreeText(phrase, TEST_VOCABULARY).keyword) expect(english.split(' '), phrase).toContain(term)
    }
  })

  it('keeps a model named with a Spanish filler word and ignores inherited object keys', () => {
    expect(parseFreeText('constructor', TEST_VOCABULARY).keyword).toEqual(['constructor'])
    expect(parseFreeText('tostring valueof', TEST_VOCABULARY).keyword).toEqual(['tostring', 'valueof'])
    expect(freeTextHref('el rojo', TEST_VOCABULARY)).toBe('/cars-for-sale?q=red')
  })
})

import type { SearchVocabulary, VocabularyMake } from '@/lib/inventory/free-text'
import { BODY_STYLE_VALUES } from '@/lib/vehicles/body-styles'

const make = (slug: string, name: string, models: [string, string][]): VocabularyMake => ({
  slug,
  name,
  models: models.map(([modelSlug, modelName]) => ({ slug: modelSlug, name: modelName })),
})

/** A store vocabulary for the free-text parser's tests: makes and models as a facet index would list them. */
export const TEST_VOCABULARY: SearchVocabulary = {
  ctx: { conditions: ['new', 'used'], makes: [], defaultSort: 'newest' },
  bodyStyles: BODY_STYLE_VALUES.filter((value) => value !== 'commercial'),
  makes: [
    make('bmw', 'BMW', [['3-series', '3 Series'], ['x5', 'X5']]),
    make('chevrolet', 'Chevrolet', [['equinox', 'Equinox'], ['malibu', 'Malibu'], ['silverado-1500', 'Silverado 1500'], ['tahoe', 'Tahoe']]),
    make('ford', 'Ford', [['bronco', 'Bronco'], ['escape', 'Escape'], ['explorer', 'Explorer'], ['f-150', 'F-150'], ['mustang', 'Mustang']]),
    make('honda', 'Honda', [['accord', 'Accord'], ['civic', 'Civic'], ['cr-v', 'CR-V'], ['odyssey', 'Odyssey'], ['pilot', 'Pilot']]),
    make('hyundai', 'Hyundai', [['elantra', 'Elantra'], ['tucson', 'Tucson']]),
    make('jeep', 'Jeep', [['grand-cherokee', 'Grand Cherokee'], ['wrangler', 'Wrangler']]),
    make('kia', 'Kia', [['telluride', 'Telluride']]),
    make('land-rover', 'Land Rover', [['defender', 'Defender'], ['range-rover', 'Range Rover']]),
    make('mazda', 'Mazda', [['cx-5', 'CX-5'], ['mazda3', 'Mazda3']]),
    make('mercedes-benz', 'Mercedes-Benz', [['c-class', 'C-Class'], ['gle', 'GLE']]),
    make('nissan', 'Nissan', [['altima', 'Altima'], ['rogue', 'Rogue']]),
    make('porsche', 'Porsche', [['911', '911'], ['cayenne', 'Cayenne']]),
    make('ram', 'Ram', [['1500', '1500']]),
    make('subaru', 'Subaru', [['forester', 'Forester'], ['outback', 'Outback']]),
    make('tesla', 'Tesla', [['model-3', 'Model 3'], ['model-y', 'Model Y']]),
    make('toyota', 'Toyota', [['4runner', '4Runner'], ['camry', 'Camry'], ['corolla', 'Corolla'], ['rav4', 'RAV4'], ['sienna', 'Sienna'], ['tacoma', 'Tacoma']]),
    make('volkswagen', 'Volkswagen', [['jetta', 'Jetta'], ['tiguan', 'Tiguan']]),
  ],
}

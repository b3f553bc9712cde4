import { getDealerJsonLd } from '@/lib/data/dealer-json-ld'

import { JsonLd } from './json-ld'

/** The dealership's AutoDealer structured data (sales hours) with its AutoRepair department (service hours). */
export async function DealerJsonLd() {
  return <JsonLd data={await getDealerJsonLd()} />
}

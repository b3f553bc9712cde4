import { serializeJsonLd } from '@/lib/inventory/json-ld'

type JsonLdProps = { data: Parameters<typeof serializeJsonLd>[0] }

/** A schema.org JSON-LD script. serializeJsonLd escapes '<', so no value can close the element. */
export function JsonLd({ data }: JsonLdProps) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}

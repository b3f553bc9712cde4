import { CalloutBand } from '@/components/home/callout-band'
import type { WarrantyBlock } from '@/payload-types'

/** The warranty band. */
export function WarrantyComponent({ block, anchor }: { block: WarrantyBlock; anchor: string }) {
  return <CalloutBand content={block} headingId={anchor} tone="tinted" />
}

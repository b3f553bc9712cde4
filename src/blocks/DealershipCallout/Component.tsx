import { CalloutBand } from '@/components/home/callout-band'
import type { DealershipCalloutBlock } from '@/payload-types'

/** The dealership callout band. */
export function DealershipCalloutComponent({ block, anchor }: { block: DealershipCalloutBlock; anchor: string }) {
  return <CalloutBand content={block} headingId={anchor} tone="plain" />
}

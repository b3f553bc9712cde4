import { CalloutBand } from '@/components/home/callout-band'
import type { FinancingBlock } from '@/payload-types'

/** The financing band. */
export function FinancingComponent({ block, anchor }: { block: FinancingBlock; anchor: string }) {
  return <CalloutBand content={block} headingId={anchor} tone="brand" />
}

import { QuickActions } from '@/components/home/quick-actions'
import type { QuickActionsBlock } from '@/payload-types'

/** The quick-action cards. */
export function QuickActionsComponent({ block }: { block: QuickActionsBlock }) {
  return <QuickActions cards={block.cards} />
}

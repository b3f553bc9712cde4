import { DepartmentTabs } from '@/components/home/department-tabs.client'
import { HomeSection } from '@/components/home/home-section'
import type { DepartmentTabsBlock } from '@/payload-types'

/** The department tabs: a titled section around the tabs island, which gets plain strings only. */
export function DepartmentTabsComponent({ block, anchor }: { block: DepartmentTabsBlock; anchor: string }) {
  const tabs = block.tabs.map(({ label, title, body, links }) => ({
    label,
    title,
    body,
    links: (links ?? []).map(({ label: linkLabel, url }) => ({ label: linkLabel, url })),
  }))
  return (
    <HomeSection id={anchor} title={block.title} intro={block.intro ?? undefined}>
      <DepartmentTabs tabs={tabs} idPrefix={`${anchor}-tabs`} label={block.title} />
    </HomeSection>
  )
}

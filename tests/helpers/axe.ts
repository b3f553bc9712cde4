import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** The axe-core rule tags of WCAG 2.1 level AA. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** Runs axe-core (WCAG 2.1 AA) on the page as it is and expects no violations, listing them readably if any. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze()
  const summary = violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }))
  expect(summary).toEqual([])
}

import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { isSpanishSection, SPANISH_SECTIONS } from '@/lib/i18n/spanish-sections'

const SPANISH_APP = path.resolve(__dirname, '../../src/app/(es)/es')
const isGroup = (name: string) => name.startsWith('(') && name.endsWith(')')
const isDynamic = (name: string) => name.startsWith('[')

/** The first URL segments of the Spanish route folders, looking through route groups. */
function routeSections(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !isDynamic(entry.name))
    .flatMap((entry) => (isGroup(entry.name) ? routeSections(path.join(dir, entry.name)) : [entry.name]))
}

describe('the Spanish sections', () => {
  it('are exactly the route folders under src/app/(es)/es', () => {
    expect([...new Set(routeSections(SPANISH_APP))].sort()).toEqual([...SPANISH_SECTIONS].sort())
  })

  it.each([
    ['/', true],
    ['/contact-us', true],
    ['/used-cars-for-sale/suvs', true],
    ['/our-company/careers/sales', true],
    ['/no-such-page', false],
    ['/wp-login.php', false],
    ['/contact-usx', false],
    ['/__page-switched-off', false],
  ])('%s → %s', (englishPath, expected) => {
    expect(isSpanishSection(englishPath)).toBe(expected)
  })
})

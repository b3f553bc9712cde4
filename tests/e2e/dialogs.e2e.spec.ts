import { expect, test, type Locator, type Page } from '@playwright/test'

import { expectNoAxeViolations } from '../helpers/axe'

/**
 * The shared dialog (src/components/ui/modal-dialog.client.tsx) through the vehicle page's test-drive dialog: dragged
 * by its title bar with the mouse and by keyboard from its move handle, never off screen (also when the window
 * shrinks), maximised and restored; at 360 px it spans the screen, does not move, and every button is on screen.
 */
type Box = { x: number; y: number; width: number; height: number }

async function openTestDrive(page: Page): Promise<Locator> {
  const response = await page.request.get('/api/vehicles?limit=1&depth=0&sort=-vin&where[condition][equals]=used')
  const vehicle = ((await response.json()) as { docs: Array<{ condition: string; slug: string }> }).docs.at(0)
  if (!vehicle) throw new Error('the seeded database lists no used vehicle')
  await page.goto(`/${vehicle.condition}-cars-for-sale/${vehicle.slug}`)
  await page.getByRole('button', { name: 'Schedule a test drive' }).click()
  const dialog = page.getByRole('dialog', { name: 'Schedule a test drive' })
  await expect(dialog.getByRole('heading', { name: 'Choose a day' })).toBeFocused()
  return dialog
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox()
  if (!box) throw new Error('the element has no box')
  return box
}

/** The box's distance from where it was, rounded to whole pixels. */
const shift = (from: Box, to: Box) => ({ x: Math.round(to.x - from.x), y: Math.round(to.y - from.y) })

async function expectInside(page: Page, box: Box) {
  const viewport = page.viewportSize()
  if (!viewport) throw new Error('no viewport')
  expect(box.x).toBeGreaterThanOrEqual(-0.5)
  expect(box.y).toBeGreaterThanOrEqual(-0.5)
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 0.5)
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height + 0.5)
}

/** Presses the mouse on the title and moves it by (dx, dy) in a few steps, as a hand would. */
async function dragTitle(page: Page, dialog: Locator, dx: number, dy: number) {
  const title = await boxOf(dialog.getByRole('heading', { name: 'Schedule a test drive' }))
  const start = { x: title.x + 20, y: title.y + title.height / 2 }
  await page.mouse.move(start.x, start.y)
  await page.mouse.down()
  await page.mouse.move(start.x + dx, start.y + dy, { steps: 8 })
  await page.mouse.up()
}

test.describe('at desktop size', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('drags by mouse and by keyboard, stays on screen, maximises and restores', async ({ page }) => {
    const dialog = await openTestDrive(page)
    const start = await boxOf(dialog)
    // Centred.
    expect(Math.abs(start.x + start.width / 2 - 640)).toBeLessThanOrEqual(1)
    expect(Math.abs(start.y + start.height / 2 - 400)).toBeLessThanOrEqual(1)

    // The mouse drags it by its title bar.
    await dragTitle(page, dialog, -200, -100)
    await expect.poll(async () => shift(start, await boxOf(dialog))).toEqual({ x: -200, y: -100 })

    // The keyboard moves it from the move handle, which says how.
    const handle = dialog.getByRole('button', { name: 'Move dialog' })
    await expect(handle).toHaveAccessibleDescription(
      'Arrow keys move the dialog by 10 pixels, or 50 with Shift; Home puts it back.',
    )
    await handle.focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(async () => shift(start, await boxOf(dialog))).toEqual({ x: -190, y: -100 })
    await page.keyboard.press('Shift+ArrowDown')
    await expect.poll(async () => shift(start, await boxOf(dialog))).toEqual({ x: -190, y: -50 })
    await page.keyboard.press('Home')
    await expect.poll(async () => shift(start, await boxOf(dialog))).toEqual({ x: 0, y: 0 })
    await expect(handle).toBeFocused()

    // Dragged far past the bottom-right corner, it stops at the screen's edges; more keys do not push it further.
    await dragTitle(page, dialog, 2000, 2000)
    await expect.poll(async () => Math.round((await boxOf(dialog)).x + start.width)).toBe(1280)
    const box = await boxOf(dialog)
    await expectInside(page, box)
    expect(Math.round(box.y + box.height)).toBe(800)
    await handle.focus()
    for (let press = 0; press < 3; press++) await page.keyboard.press('Shift+ArrowRight')
    await page.keyboard.press('Shift+ArrowDown')
    expect(shift(box, await boxOf(dialog))).toEqual({ x: 0, y: 0 })
    // Dragged past the top-left corner too.
    await dragTitle(page, dialog, -3000, -3000)
    await expect.poll(async () => Math.round((await boxOf(dialog)).x)).toBe(0)
    await expectInside(page, await boxOf(dialog))

    // A narrower window pulls it back inside.
    await dragTitle(page, dialog, 3000, 0)
    await page.setViewportSize({ width: 900, height: 700 })
    await expect.poll(async () => Math.round((await boxOf(dialog)).x + (await boxOf(dialog)).width)).toBeLessThanOrEqual(900)
    await expectInside(page, await boxOf(dialog))
    await expectNoAxeViolations(page)

    // Maximise fills the screen and hides the move handle; pressing it again restores the size.
    const maximize = dialog.getByRole('button', { name: 'Maximize' })
    await expect(maximize).toHaveAttribute('aria-pressed', 'false')
    await maximize.click()
    await expect(maximize).toHaveAttribute('aria-pressed', 'true')
    await expect.poll(async () => boxOf(dialog)).toEqual({ x: 0, y: 0, width: 900, height: 700 })
    await expect(handle).toHaveCount(0)
    await expectNoAxeViolations(page)
    await maximize.click()
    await expect(maximize).toHaveAttribute('aria-pressed', 'false')
    await expect.poll(async () => Math.round((await boxOf(dialog)).width)).toBe(Math.round(start.width))
    await expectInside(page, await boxOf(dialog))

    // Still a dialog: Escape closes it and focus goes back to the button that opened it.
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('button', { name: 'Schedule a test drive' })).toBeFocused()
  })
})

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('spans the width, does not move, and keeps every button on screen', async ({ page }) => {
    const dialog = await openTestDrive(page)
    const start = await boxOf(dialog)
    expect(start.x).toBe(0)
    expect(Math.round(start.width)).toBe(360)
    await expect(dialog.getByRole('button', { name: 'Move dialog' })).toBeHidden()

    await dragTitle(page, dialog, 100, 150)
    expect(await boxOf(dialog)).toEqual(start)

    const buttons = dialog.getByRole('button')
    expect(await buttons.count()).toBeGreaterThan(1)
    for (const button of await buttons.all()) {
      if (!(await button.isVisible())) continue
      await button.scrollIntoViewIfNeeded()
      await expectInside(page, await boxOf(button))
    }
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click()
    await expect(dialog).toBeHidden()
  })
})

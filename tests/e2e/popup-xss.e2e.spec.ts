import { expect, test } from '@playwright/test'

import { expectNoAxeViolations } from '../helpers/axe'
import { staffHeaders } from '../helpers/staff-api'
import { XSS_PAYLOADS } from '../helpers/xss-payloads'

/**
 * Popup HTML written by the marketing user (the lowest-trust role that edits popups) must never run as
 * script on the site, whose origin is also the admin's. The popup is saved through the REST API the admin uses
 * and shown on a search page to a fresh visitor; no payload may set `window.__xss`, call `/xss-probe`, or open a
 * JavaScript dialog. Runs alone after the other specs: an enabled popup would open on their search pages too.
 */
test.describe.configure({ mode: 'serial' })

const MARKER = 'Spring clearance: ask about our reserve'

test('a marketing-saved popup with script payloads shows its text and runs none of them', async ({
  page,
  request,
}) => {
  const headers = await staffHeaders(request, 'marketing')
  const key = `xss-probe-${Date.now()}`
  // Closing tags after each payload end an unclosed <style>, <svg> or <noscript>, which would otherwise swallow
  // the payloads after it, so every one of them reaches the browser.
  const CLOSERS = '</style></noscript></svg></math>'
  const html = `<p>${MARKER}</p>${XSS_PAYLOADS.map((payload) => `<div>${payload}${CLOSERS}</div>`).join('')}`
  const created = await request.post('/api/popups', {
    headers,
    data: {
      name: 'XSS probe',
      key,
      enabled: true,
      conditions: [{ pages: [{ kind: 'path', match: '/used-cars-for-sale' }] }],
      content: { type: 'html', title: 'Limited offer', html },
      // Published: a popup created without a status is a draft, which visitors never get.
      _status: 'published',
    },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: string; content: { html: string } } }

  try {
    expect(doc.content.html).toContain(MARKER)
    expect(doc.content.html).not.toMatch(/onerror|onload|<script|javascript:/i)

    const probes: string[] = []
    const dialogs: string[] = []
    page.on('request', (sent) => {
      if (sent.url().includes('xss-probe')) probes.push(sent.url())
    })
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message())
      await dialog.dismiss()
    })

    await page.goto('/used-cars-for-sale')
    const popup = page.getByRole('dialog', { name: 'Limited offer' })
    await expect(popup).toBeVisible()
    await expect(popup.getByText(MARKER)).toBeVisible()
    // The text of the last payloads made it too.
    await expect(popup.getByText('hover')).toBeVisible()
    await expect(popup.getByText('protocol relative')).toBeVisible()

    // Give handlers every chance to fire: hover and click everything the dialog shows, then wait a moment.
    for (const element of await popup.locator('p, a, div, details').all()) {
      await element.hover({ force: true, trial: false }).catch(() => undefined)
    }
    await page.waitForTimeout(1000)

    expect(await page.evaluate(() => (window as Window & { __xss?: unknown }).__xss)).toBeUndefined()
    expect(probes).toEqual([])
    expect(dialogs).toEqual([])
    // The staff markup's own container (the dialog's chrome has an icon svg of its own).
    const content = popup.getByText(MARKER).locator('xpath=..')
    await expect(content.locator('div')).not.toHaveCount(0)
    await expect(content.locator('script, iframe, object, embed, svg, form, [onerror], [onload], [onmouseover]')).toHaveCount(0)
    await expect(content.locator('a[href^="javascript" i], a[href^="data" i]')).toHaveCount(0)
    await expectNoAxeViolations(page)
  } finally {
    const removed = await request.delete(`/api/popups/${doc.id}`, { headers })
    expect(removed.status()).toBe(200)
  }
})

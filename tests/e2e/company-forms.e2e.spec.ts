import { expect, test, type APIRequestContext, type Locator, type Page, type Request } from '@playwright/test'

import { expectNoAxeViolations } from '../helpers/axe'
import { leadsOf, staffHeaders, uniqueEmail } from '../helpers/staff-api'

/**
 * The company pages in Chromium at the 640 px breakpoint: the team list, a staff member's page with
 * the staff message form, and the careers page with its résumé upload. Leads and résumés are read back through
 * the REST API as the seeded manager; every page is checked with axe-core (WCAG 2.1 AA).
 */
type Lead = {
  id: string
  event: string
  staffMember?: string | null
  resume?: string | null
  customer?: { firstName?: string; lastName?: string; email?: string; phone?: string }
  payload?: Record<string, unknown>
}
type StaffDoc = { id: string; slug: string; firstName: string; fullName: string; title?: string }
type OpeningDoc = { id: string; slug: string; title: string; active?: boolean }

const TEAM = '/our-company/meet-our-team'
const CAREERS = '/our-company/careers'
// A small but whole PDF: the résumé store (Payload's upload checks) also wants the cross-reference table.
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\nxref\n0 1\n0000000000 65535 f \ntrailer\n<< /Root 1 0 R >>\nstartxref\n9\n%%EOF\n',
  'latin1',
)
const TYPE_MESSAGE = 'Attach your resume as a PDF, DOC or DOCX file'

test.use({ viewport: { width: 640, height: 1000 } })

async function listed<T>(request: APIRequestContext, path: string): Promise<T[]> {
  const response = await request.get(path)
  expect(response.status()).toBe(200)
  return ((await response.json()) as { docs: T[] }).docs
}

const field = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true })
const isFormPost = (form: string) => (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === `/api/forms/${form}`

async function fillPerson(page: Page, email: string) {
  await field(page, 'First name').fill('Jane')
  await field(page, 'Last name').fill('Doe')
  await field(page, 'Email').fill(email)
  await field(page, 'Phone').pressSequentially('8155550100')
}

test.describe('meet our team', () => {
  test('lists the team, opens a member and sends them a message', async ({ page, request }) => {
    const response = await page.goto(TEAM)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Meet our team' })).toBeVisible()
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 2, name: 'Sales' })).toBeVisible()
    await expect(main.getByRole('heading', { level: 2, name: 'Service' })).toBeVisible()
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/our-company\/meet-our-team$/)

    const [member] = await listed<StaffDoc>(request, '/api/staff?limit=1&depth=0&sort=sortOrder')
    const link = page.getByRole('link', { name: member.fullName, exact: true })
    await expect(link).toHaveAttribute('href', `${TEAM}/${member.slug}`)
    await link.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${TEAM}/${member.slug}$`))
    await expect(page.getByRole('heading', { level: 1, name: member.fullName })).toBeVisible()
    await expect(page).toHaveTitle(new RegExp(`^${member.fullName}`))
    await expect(page.getByRole('link', { name: new RegExp(`Call ${member.firstName}`) })).toHaveAttribute(
      'href',
      /^tel:\+1\d{10}$/,
    )

    const form = page.getByRole('form', { name: `Send ${member.firstName} a message` })
    await expect(field(form, 'First name')).toBeEnabled()
    const email = uniqueEmail('staff')
    await fillPerson(page, email)
    await expect(field(page, 'Phone')).toHaveAccessibleDescription(/consent to receive calls and text messages/)
    await field(page, 'Message').fill('Is the blue Civic still on the lot?')
    const posted = page.waitForRequest(isFormPost('staff-message'))
    await page.getByRole('button', { name: 'Send message' }).press('Enter')
    const body = (await posted).postDataJSON() as Record<string, string>
    expect(body).toMatchObject({ staffId: member.id, email, message: 'Is the blue Civic still on the lot?' })

    const live = page.locator('[aria-live="polite"]')
    await expect(live).toContainText('Message sent!')
    await expect(field(page, 'Message')).toHaveValue('')
    await expect.poll(async () => (await leadsOf<Lead>(request, email)).length).toBe(1)
    const [lead] = await leadsOf<Lead>(request, email)
    expect(lead).toMatchObject({ event: 'STAFF_MEMBER', staffMember: member.id, customer: { email } })
  })

  test('shows each field message and focuses the first one', async ({ page, request }) => {
    const [member] = await listed<StaffDoc>(request, '/api/staff?limit=1&depth=0&sort=sortOrder')
    await page.goto(`${TEAM}/${member.slug}`)
    await expect(field(page, 'First name')).toBeEnabled()
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(field(page, 'First name')).toBeFocused()
    await expect(field(page, 'First name')).toHaveAccessibleDescription('Enter your first name.')
    await expect(field(page, 'Message')).toHaveAccessibleDescription('Enter your message.')
    await expect(field(page, 'Message')).toHaveAttribute('aria-invalid', 'true')
  })

  test('an unknown member answers 404', async ({ page }) => {
    for (const slug of ['nobody-here', 'Not_A-Slug!', '__build-probe']) {
      const response = await page.goto(`${TEAM}/${encodeURIComponent(slug)}`)
      expect(response?.status(), slug).toBe(404)
    }
    await expect(page.getByText('Page not found')).toBeVisible()
  })

  test('team list and member page have no WCAG 2.1 AA violations', async ({ page, request }) => {
    await page.goto(TEAM)
    await page.waitForLoadState('networkidle')
    await expectNoAxeViolations(page)
    const [member] = await listed<StaffDoc>(request, '/api/staff?limit=1&depth=0&sort=sortOrder')
    await page.goto(`${TEAM}/${member.slug}`)
    await page.waitForLoadState('networkidle')
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(field(page, 'Email')).toHaveAttribute('aria-invalid', 'true')
    await expectNoAxeViolations(page)
  })
})

test.describe('careers', () => {
  test('applies for an opening with a PDF resume: lead and resume are stored', async ({
    page,
    request,
    playwright,
    baseURL,
  }) => {
    const response = await page.goto(CAREERS)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible()
    const resume = field(page, 'Resume')
    await expect(resume).toHaveAccessibleDescription('PDF, DOC or DOCX, up to 5 MB.')

    // The opening's Apply link picks its position in the form and moves focus there.
    const [opening] = await listed<OpeningDoc & { location?: { name: string } }>(
      request,
      '/api/job-openings?limit=1&depth=1&sort=-postedAt',
    )
    await expect(page.getByRole('article', { name: opening.title })).toBeVisible()
    await page.getByRole('link', { name: `Apply now for ${opening.title}` }).click()
    const position = field(page, 'Position')
    await expect(position).toBeFocused()
    const picked = await position.inputValue()
    expect(picked).toBe(opening.location ? `${opening.title} – ${opening.location.name}` : opening.title)

    const email = uniqueEmail('careers')
    await fillPerson(page, email)
    await resume.setInputFiles({ name: 'jane-doe-resume.pdf', mimeType: 'application/pdf', buffer: PDF })
    await field(page, 'Message (optional)').fill('Five years in retail sales.')
    const posted = page.waitForRequest(isFormPost('careers'))
    await page.getByRole('button', { name: 'Submit application' }).click()
    const posting = await posted
    // Chromium does not hand Playwright a body with a file part; the stored file below shows what was sent.
    expect(posting.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/)

    const live = page.locator('[aria-live="polite"]')
    await expect(live).toContainText('Message sent!')
    await expect(live).toContainText('Thank you! Your submission has been received!')
    await expect(position).toHaveValue('')
    await expect(resume).toHaveValue('')

    await expect.poll(async () => (await leadsOf<Lead>(request, email)).length).toBe(1)
    const [lead] = await leadsOf<Lead>(request, email)
    expect(lead).toMatchObject({ event: 'CAREERS', customer: { email, firstName: 'Jane' } })
    expect(lead.payload).toMatchObject({ position: picked, jobOpeningId: opening.id })
    expect(lead.resume).toEqual(expect.any(String))

    const headers = await staffHeaders(request)
    const stored = await request.get(`/api/resumes/${lead.resume}?depth=0`, { headers })
    expect(stored.status()).toBe(200)
    const file = (await stored.json()) as { mimeType: string; filesize: number; url: string }
    expect(file).toMatchObject({ mimeType: 'application/pdf', filesize: PDF.length })
    const download = await request.get(file.url, { headers })
    expect(download.status()).toBe(200)
    expect(Buffer.from(await download.body()).equals(PDF)).toBe(true)
    // Visitors cannot read résumés (a context of its own: `request` carries no session cookie).
    const visitor = await playwright.request.newContext({ baseURL })
    expect((await visitor.get(file.url)).status()).toBe(403)
    await visitor.dispose()
  })

  test('refuses a text file renamed .pdf with the resume message, in the browser and on the server', async ({
    page,
    request,
  }) => {
    await page.goto(CAREERS)
    const posts: Request[] = []
    page.on('request', (request) => {
      if (isFormPost('careers')(request)) posts.push(request)
    })
    await field(page, 'Position').selectOption('General application')
    await fillPerson(page, uniqueEmail('renamed'))
    const resume = field(page, 'Resume')
    await resume.setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just text\n') })
    await page.getByRole('button', { name: 'Submit application' }).click()
    await expect(resume).toBeFocused()
    await expect(resume).toHaveAttribute('aria-invalid', 'true')
    await expect(resume).toHaveAccessibleDescription(`PDF, DOC or DOCX, up to 5 MB. ${TYPE_MESSAGE}`)
    expect(posts).toHaveLength(0)

    // The server refuses the same file on its own, with the same message on the same field.
    const server = await request.post('/api/forms/careers', {
      multipart: {
        idempotencyKey: crypto.randomUUID(),
        pageUrl: CAREERS,
        position: 'General application',
        firstName: 'Jane',
        lastName: 'Doe',
        email: uniqueEmail('renamed-api'),
        phone: '8155550100',
        resume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just text\n') },
      },
    })
    expect(server.status()).toBe(400)
    expect(await server.json()).toEqual({ ok: false, errors: { resume: TYPE_MESSAGE } })

    // A good file clears the message.
    await resume.setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF })
    await expect(resume).not.toHaveAttribute('aria-invalid', 'true')
  })

  test('shows a server refusal on its field with the error toast', async ({ page }) => {
    await page.route('**/api/forms/careers', (route) =>
      route.fulfill({ status: 413, json: { ok: false, errors: { resume: 'The resume must be 5 MB or smaller' } } }),
    )
    await page.goto(CAREERS)
    await field(page, 'Position').selectOption('General application')
    await fillPerson(page, uniqueEmail('too-large'))
    await field(page, 'Resume').setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF })
    await page.getByRole('button', { name: 'Submit application' }).click()
    await expect(page.locator('[aria-live="polite"]')).toContainText(
      'Oops! Something went wrong while submitting the form.',
    )
    await expect(page.getByRole('alert').filter({ hasText: 'The resume must be 5 MB or smaller' })).toBeVisible()
    await expect(field(page, 'Resume')).toHaveAccessibleDescription(/The resume must be 5 MB or smaller$/)
  })

  test('has no WCAG 2.1 AA violations, with errors shown too', async ({ page }) => {
    await page.goto(CAREERS)
    await page.waitForLoadState('networkidle')
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Submit application' }).click()
    await expect(field(page, 'Position')).toBeFocused()
    await expect(field(page, 'Resume')).toHaveAccessibleDescription(/Attach your resume$/)
    await expectNoAxeViolations(page)
  })

  test('with no openings the page still takes a general application (and follows the admin at once)', async ({
    page,
    request,
  }) => {
    const headers = await staffHeaders(request)
    const openings = await listed<OpeningDoc>(request, '/api/job-openings?limit=100&depth=0')
    expect(openings.length).toBeGreaterThan(0)
    const setActive = (active: boolean) =>
      Promise.all(
        openings.map(async (opening) => {
          const saved = await request.patch(`/api/job-openings/${opening.id}`, { headers, data: { active } })
          expect(saved.status()).toBe(200)
        }),
      )
    try {
      await setActive(false)
      await page.goto(CAREERS)
      await expect(page.getByText('We have no open positions right now.')).toBeVisible()
      await expect(page.getByRole('article')).toHaveCount(0)
      await expect(field(page, 'Position').locator('option')).toHaveText(['Choose a position', 'General application'])
      await expect(field(page, 'Resume')).toBeVisible()
    } finally {
      await setActive(true)
    }
    await page.goto(CAREERS)
    await expect(page.getByRole('article')).toHaveCount(openings.length)
  })
})

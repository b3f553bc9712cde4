import { expect, test, type Request } from '@playwright/test'

import { expectNoAxeViolations } from '../helpers/axe'
import { leadsOf, uniqueEmail } from '../helpers/staff-api'

/**
 * Forms in Spanish in Chromium at the 640 px breakpoint: the contact form of the Spanish site speaks
 * Spanish (labels, disclaimer, button), an empty submission shows the schemas' messages in Spanish, the post says
 * `locale: 'es'` and the stored lead keeps it; zero axe violations with the messages shown.
 */
test.use({ viewport: { width: 640, height: 1000 } })

const field = (page: import('@playwright/test').Page, label: string) => page.getByLabel(label, { exact: true })
const isContactPost = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/forms/contact'

test('the Spanish contact form, sent empty, shows Spanish validation messages and passes axe', async ({ page }) => {
  const response = await page.goto('/es/contact-us')
  expect(response?.status()).toBe(200)
  const send = page.getByRole('button', { name: 'Enviar mensaje' })
  await expect(send).toBeEnabled()
  await expect(page.getByText('Todos los campos son obligatorios.')).toBeVisible()
  await expect(field(page, 'Teléfono')).toHaveAccessibleDescription(/acepta recibir llamadas y mensajes de texto/)

  await send.click()
  await expect(field(page, 'Nombre')).toHaveAccessibleDescription('Ingrese su nombre.')
  await expect(field(page, 'Apellido')).toHaveAccessibleDescription('Ingrese su apellido.')
  await expect(field(page, 'Correo electrónico')).toHaveAccessibleDescription('Este campo es obligatorio')
  await expect(field(page, 'Tipo de consulta')).toHaveAccessibleDescription('Este campo es obligatorio')
  await expect(field(page, 'Mensaje')).toHaveAccessibleDescription('Escriba su mensaje.')
  await expect(page.getByText('This field is required')).toHaveCount(0)
  await expectNoAxeViolations(page)

  await field(page, 'Correo electrónico').fill('not-an-email')
  await send.click()
  await expect(field(page, 'Correo electrónico')).toHaveAccessibleDescription('Ingrese un correo electrónico válido')
})

test('a Spanish contact message is posted with its language and confirmed in Spanish', async ({ page }) => {
  await page.goto('/es/contact-us')
  const email = uniqueEmail('es-contact')
  await field(page, 'Nombre').fill('Lucía')
  await field(page, 'Apellido').fill('Gómez')
  await field(page, 'Correo electrónico').fill(email)
  await field(page, 'Teléfono').pressSequentially('8155550100')
  await field(page, 'Tipo de consulta').selectOption({ label: 'Opciones de financiamiento' })
  await field(page, 'Mensaje').fill('¿Financian a compradores primerizos?')
  const posted = page.waitForRequest(isContactPost)
  await page.getByRole('button', { name: 'Enviar mensaje' }).click()
  expect((await posted).postDataJSON()).toMatchObject({ locale: 'es', email, inquiryType: 'financing' })
  await expect(page.locator('[aria-live="polite"]')).toContainText('¡Mensaje enviado!')
  await expect.poll(async () => (await leadsOf<{ locale?: string }>(page.request, email)).map((lead) => lead.locale)).toEqual([
    'es',
  ])
})

/**
 * The pages around the forms: their server-rendered headings, intros, chart, reviews band, header and
 * footer are Spanish under /es and none of the English texts they showed before remain; zero axe violations.
 */
const FORM_PAGES: Array<{ path: string; heading: string; spanish: string[]; english: string[] }> = [
  {
    path: '/es/sell-trade-my-car',
    heading: 'Venda o cambie su auto',
    spanish: [
      'Una oferta instantánea en unos 60 segundos',
      'Cómo nos comparamos',
      'Otros concesionarios',
      'Herramientas de cambio en línea',
      'Oferta instantánea en línea',
      'A quienes venden o cambian su auto les encanta el proceso',
    ],
    english: [
      'Sell or trade your car',
      'An instant offer in about 60 seconds',
      'How we compare',
      'Other dealerships',
      'Online trade tools',
      'Instant offer online',
      'Sellers and traders love the process',
      'What customers who sold, traded or financed with us say.',
      'Get my offer',
    ],
  },
  {
    path: '/es/sell-trade-my-car/your-vehicle',
    heading: 'Reciba su oferta instantánea',
    spanish: ['Cuéntenos sobre su auto y su estado. Toma aproximadamente un minuto y su oferta es válida por 7 días.'],
    english: ['Get your instant offer', 'Tell us about your car and its condition.'],
  },
  {
    path: '/es/auto-financing/apply-for-financing',
    heading: 'Obtenga su preaprobación para financiar su auto',
    spanish: ['Haga su solicitud en línea en menos de 2 minutos'],
    english: ['Get pre-approved for auto financing', 'Apply online in under 2 minutes'],
  },
  {
    path: '/es/auto-financing/free-credit-score-pre-approval',
    heading: 'Puntaje de crédito y preaprobación gratis',
    spanish: ['Conozca sus opciones de financiamiento gratis'],
    english: ['Free credit score pre-approval', 'Check your financing options for free'],
  },
  {
    path: '/es/auto-financing/full-credit-application',
    heading: 'Solicitud de crédito completa',
    spanish: ['Solicite financiamiento para su auto en unos cuantos pasos'],
    english: ['Full credit application', 'Apply for auto financing in a few steps'],
  },
]

for (const { path, heading, spanish, english } of FORM_PAGES) {
  test(`${path} shows its texts in Spanish and passes axe`, async ({ page }) => {
    expect((await page.goto(path))?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    const body = page.locator('body')
    for (const text of spanish) await expect(body).toContainText(text)
    for (const text of english) await expect(body).not.toContainText(text)
    // Header and footer are the Spanish ones (apply-for-financing renders its layout itself), phone links included.
    await expect(page.getByRole('link', { name: /^Call\b/ })).toHaveCount(0)
    await expectNoAxeViolations(page)
  })
}

test('the Spanish sell-or-trade page leads to the Spanish wizard, which asks its questions in Spanish', async ({ page }) => {
  await page.goto('/es/sell-trade-my-car')
  await expect(page.getByRole('link', { name: 'Obtener mi oferta' })).toHaveAttribute('href', '/es/sell-trade-my-car/your-vehicle')
  await expect(page.getByRole('columnheader', { name: 'Característica' })).toBeVisible()
  await expect(page.getByRole('cell', { name: /A veces/ }).first()).toBeVisible()
  // The questionnaire the wizard hydrates is in the page in the page's language.
  await page.goto('/es/sell-trade-my-car/your-vehicle')
  const html = await page.content()
  expect(html).toContain('¿Cuál es el estado general de su vehículo?')
  expect(html).not.toContain('What is the overall condition of your vehicle?')
  await page.goto('/sell-trade-my-car')
  await expect(page.getByRole('heading', { level: 2, name: 'Sellers and traders love the process' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Get my offer' })).toHaveAttribute('href', '/sell-trade-my-car/your-vehicle')
})

test('the Spanish home page names its carousel buttons in Spanish', async ({ page }) => {
  await page.goto('/es')
  await expect(page.getByRole('button', { name: 'Siguiente oferta' })).toHaveCount(1)
  await expect(page.getByRole('button', { name: /^(Next|Previous) / })).toHaveCount(0)
})

test('the Spanish footer’s cookie settings link opens the Spanish cookie dialog', async ({ page }) => {
  await page.goto('/es/sell-trade-my-car')
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Configuración de cookies' })
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Cookie settings' })).toHaveCount(0)
  await footerLink.click()
  const dialog = page.getByRole('dialog', { name: 'Personalizar' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Guardar preferencias' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(footerLink).toBeFocused()
})

test('the Spanish protection-plans page shows its seeded Spanish text, not the English body', async ({ page }) => {
  await page.goto('/es/vehicle-protection-plans')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 2, name: 'Planes opcionales' })).toBeVisible()
  await expect(main).toContainText('Protección GAP')
  await expect(main).not.toContainText('Good to know')
  await expect(main).not.toContainText('Optional plans')
})

test('the locations’ notes follow the page language on the contact page', async ({ page }) => {
  await page.goto('/es/contact-us')
  await expect(page.getByRole('main')).toContainText('Nuestra tienda principal, junto a la I-90')
  await expect(page.getByRole('main')).not.toContainText('Our flagship store')
  await page.goto('/contact-us')
  await expect(page.getByRole('main')).toContainText('Our flagship store, right off I-90 at the East State Street exit.')
})

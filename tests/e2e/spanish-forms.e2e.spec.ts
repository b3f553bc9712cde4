import { expect, test, type Request } from '@playwright/test'

import { expectNoAxeViolations } from '../helpers/axe'
import { leadsOf, uniqueEmail } from '../helpers/staff-api'

/**
 * Forms in Spanish (issue 11) in Chromium at the 640 px breakpoint: the contact form of the Spanish site speaks
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

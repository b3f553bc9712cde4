import { expect, test, type Page } from '@playwright/test'

import { SPANISH_BODY_STYLE_GUIDES } from '../../seed/data/spanish-content'
import { expectNoAxeViolations } from '../helpers/axe'

/**
 * The inventory in Spanish: a Spanish search page's cards, filters, sort and search box, its links and
 * forms staying under /es, the vehicle page's sections, specs, calculator and gallery, favorites and compare, and
 * the body-style guide, each with zero axe violations.
 */
const main = (page: Page) => page.getByRole('main')

/** Islands work once React has hydrated the page; the wizard button is enabled from then on. */
async function hydrated(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Personalice su pago' }).first()).toBeEnabled()
}

test('a Spanish search page: filters, sort, cards and search box in Spanish, every filter link under /es', async ({ page }) => {
  await page.goto('/es/used-cars-for-sale')
  await hydrated(page)
  await expect(page).toHaveTitle(/^Autos usados en venta \| /)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /vehículos en inventario en /)
  const filters = page.getByRole('complementary', { name: 'Filtros' })
  for (const title of ['Tipo de carrocería', 'Marca', 'Precio', 'Pago mensual', 'Millaje', 'Grandes ofertas', 'Año']) {
    await expect(filters.getByRole('heading', { name: title, exact: true })).toBeAttached()
  }
  await expect(filters.getByRole('link', { name: /^Sedanes/ })).toHaveAttribute('href', '/es/used-cars-for-sale/sedans')
  await expect(filters.getByRole('link', { name: /^Menos de \$/ }).first()).toHaveAttribute('href', /^\/es\/used-cars-for-sale\//)
  await expect(filters.getByRole('button', { name: 'Aplicar' })).toBeAttached()
  await expect(filters.locator('form')).toHaveAttribute('action', '/es/used-cars-for-sale')

  const sort = page.getByLabel('Ordenar por')
  await expect(sort.locator('option')).toContainText(['Publicados recientemente', 'Precio: de menor a mayor'])
  await expect(page.locator('form:has(#inventory-sort)')).toHaveAttribute('action', '/es/used-cars-for-sale')

  // The cards: condition badge, payment estimate, hearts and their accessible names.
  const card = main(page).getByRole('article').first()
  await expect(card.getByRole('list', { name: 'Destacados' })).toContainText(/Usado|Certificado|Nuevo/)
  await expect(main(page).getByText(/^Aprox\. \$[\d,]+\/mes/).first()).toBeVisible()
  await expect(main(page).getByRole('button', { name: /^Guardar .+ en favoritos$/ }).first()).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Paginación' }).getByRole('link', { name: 'Siguiente página' })).toHaveAttribute(
    'href',
    /^\/es\/used-cars-for-sale\?page=2/,
  )
  await expect(main(page).getByRole('heading', { name: 'Compre con confianza' })).toBeVisible()
  await expect(main(page).getByRole('search', { name: 'Buscar de nuevo' })).toBeVisible()
  await expectNoAxeViolations(page)

  // A filter with a query string stays Spanish: the monthly-payment form.
  await filters.getByLabel('Máximo por mes (USD)').fill('400')
  await filters.getByRole('button', { name: 'Aplicar' }).click()
  await expect(page).toHaveURL(/\/es\/used-cars-for-sale\?payment=400/)
  await expect(page.getByRole('region', { name: 'Filtros aplicados' })).toContainText('Hasta $400/mes')
  await expect(page.getByRole('link', { name: 'Borrar filtros' }).first()).toHaveAttribute('href', /^\/es\//)
})

test('the Spanish search box lands on the Spanish listing', async ({ page }) => {
  await page.goto('/es/used-cars-for-sale')
  const box = main(page).getByRole('search', { name: 'Buscar de nuevo' })
  await box.getByRole('combobox').fill('suv')
  await box.getByRole('button', { name: 'Buscar autos' }).click()
  await expect(page).toHaveURL(/\/es\/(used-)?cars-for-sale\/suvs/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
})

test('a Spanish vehicle page: sections, specs, calculator and gallery in Spanish, axe clean', async ({ page }) => {
  await page.goto('/es/used-cars-for-sale')
  const href = (await main(page).getByRole('article').first().getByRole('heading').getByRole('link').getAttribute('href')) ?? ''
  expect(href).toMatch(/^\/es\/used-cars-for-sale\//)
  await page.goto(href)
  await hydrated(page)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Vea fotos, características/)
  for (const heading of ['Detalles del vehículo', 'Calcule su pago', 'Obtenga su preaprobación', 'Haga una prueba de manejo', 'Vehículos similares']) {
    await expect(main(page).getByRole('heading', { name: heading, exact: true })).toBeVisible()
  }
  for (const row of ['Año', 'Marca', 'Modelo', 'Millaje', 'VIN', 'Número de inventario']) {
    await expect(main(page).getByRole('rowheader', { name: row, exact: true })).toBeVisible()
  }
  await expect(main(page).getByRole('rowheader', { name: 'Transmisión' })).toBeVisible()
  await expect(main(page).getByText(/^(Automática|Manual)$/)).toBeVisible()
  await expect(main(page).getByRole('radio', { name: 'Arrendar' })).toBeAttached()
  await expect(main(page).getByText('Pago mensual estimado')).toBeVisible()
  await expect(main(page).getByText(/^Pago estimado de \$[\d,]+\/mes durante \d+ meses/)).toBeVisible()
  await expect(main(page).getByRole('region', { name: /^Fotos del / })).toBeVisible()
  await expect(main(page).getByRole('button', { name: /^Guardar .+ en favoritos$/ }).first()).toBeVisible()
  await expectNoAxeViolations(page)
})

test('Spanish favorites and compare pages', async ({ page }) => {
  await page.goto('/es/used-cars-for-sale')
  const vins = await main(page)
    .locator('[data-favorite-vin]')
    .evaluateAll((buttons) => buttons.slice(0, 2).map((button) => button.getAttribute('data-favorite-vin') ?? ''))
  expect(vins).toHaveLength(2)

  await page.goto(`/es/favorites?vins=${vins.join(',')}`)
  await expect(page).toHaveTitle(/^Favoritos/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Favoritos')
  await expect(main(page).getByText('2 vehículos. Cualquier persona con el enlace ve esta lista.')).toBeVisible()
  await expect(main(page).getByRole('link', { name: 'Enlace para compartir esta lista' })).toHaveAttribute('href', /^\/es\/favorites\?vins=/)
  await expectNoAxeViolations(page)
  await main(page).getByRole('button', { name: 'Comparar los seleccionados' }).click()

  await expect(page).toHaveURL(/\/es\/compare\?vins=/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Comparar vehículos')
  const table = page.getByRole('table')
  for (const row of ['Precio', 'Millaje', 'Año', 'Tracción']) await expect(table.getByRole('rowheader', { name: new RegExp(`^${row}`) })).toBeVisible()
  await expect(table.getByRole('rowheader', { name: /^Pago estimado/ })).toBeVisible()
  await expect(table.locator('caption')).toContainText('2 vehículos lado a lado')
  await expectNoAxeViolations(page)

  await page.goto('/es/compare?vins=nope')
  await expect(main(page).getByRole('alert')).toContainText('no es un VIN')
})

test('the Spanish body-style guide', async ({ page }) => {
  await page.goto('/es/car-research/body-styles')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compre por tipo de carrocería')
  await expect(main(page).getByRole('heading', { name: 'Sedanes', exact: true })).toBeVisible()
  // The seeded Spanish buying guide, not the English one.
  await expect(main(page).getByText(SPANISH_BODY_STYLE_GUIDES.sedans)).toBeVisible()
  await expect(main(page).getByText(/^Sedans are the most affordable/)).toHaveCount(0)
  await expect(main(page).getByRole('link', { name: 'Ver Sedanes usados' })).toHaveAttribute('href', '/es/used-cars-for-sale/sedans')
  await expect(main(page).getByLabel('¿Qué tipo de vehículo busca?')).toBeVisible()
  await expectNoAxeViolations(page)
})

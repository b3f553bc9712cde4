/** Lowercases, strips accents and joins the words of a name with single hyphens: 'Citroën C4 Picasso' → 'citroen-c4-picasso'. */
export function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

export type VehicleNameParts = {
  year?: number | null
  make?: string | null
  model?: string | null
  trim?: string | null
}

/** The detail-page slug `{year}-{make}-{model}-{trim}-{vin}`; the VIN keeps it unique, a missing trim is skipped. */
export function vehicleSlug(vehicle: VehicleNameParts & { vin?: string | null }): string {
  const { year, make, model, trim, vin } = vehicle
  return slugify([year, make, model, trim, vin].filter((part) => part != null && part !== '').join(' '))
}

/** The admin and page title `{year} {make} {model} {trim}`, skipping missing parts. */
export function vehicleTitle(vehicle: VehicleNameParts): string {
  const { year, make, model, trim } = vehicle
  return [year, make, model, trim]
    .map((part) => (part == null ? '' : String(part).trim()))
    .filter(Boolean)
    .join(' ')
}

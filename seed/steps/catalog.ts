import { BODY_STYLES } from '../data/body-styles'
import type { BodyStyleValue } from '../data/catalog'
import type { VehicleFixture } from '../data/vehicles'
import { bodyStyleImage, vehicleImage } from '../images/catalog'
import { preload, uploadConcurrency, type MediaLibrary } from '../images/library'
import type { SeedContext } from '../lib/context'
import { upsertMany } from '../lib/upsert'

/** Lowest advertised price of each body style, for "from $X" on the body-style browser. */
function startingPrices(vehicles: VehicleFixture[]): Map<BodyStyleValue, number> {
  const prices = new Map<BodyStyleValue, number>()
  for (const vehicle of vehicles) {
    if (vehicle.status !== 'available' || vehicle.reserve) continue
    const current = prices.get(vehicle.bodyStyle)
    if (current === undefined || vehicle.price < current) prices.set(vehicle.bodyStyle, vehicle.price)
  }
  return prices
}

/** The nine body styles with their cut-out illustrations; returns value → id. */
export async function seedBodyStyles(
  ctx: SeedContext,
  media: MediaLibrary,
  vehicles: VehicleFixture[],
): Promise<Map<string, string>> {
  const prices = startingPrices(vehicles)
  const docs = []
  for (const { imageHex, ...fields } of BODY_STYLES) {
    const image = await media(bodyStyleImage(fields.value, imageHex, fields.name))
    docs.push({ key: fields.value, data: { ...fields, image, startingPrice: prices.get(fields.value) ?? null } })
  }
  return upsertMany(ctx, 'body-styles', 'value', docs)
}

/** The inventory, one shared photo per (body style, paint); relationships resolved from natural keys. */
export async function seedVehicles(
  ctx: SeedContext,
  media: MediaLibrary,
  vehicles: VehicleFixture[],
  refs: { bodyStyles: Map<string, string>; locations: Map<string, string> },
): Promise<void> {
  const photo = (vehicle: VehicleFixture) =>
    vehicleImage(vehicle.bodyStyle, vehicle.exteriorColorHex, vehicle.exteriorColor)
  await preload(media, vehicles.map(photo), uploadConcurrency(ctx))
  const docs = []
  for (const vehicle of vehicles) {
    const image = await media(photo(vehicle))
    docs.push({
      key: vehicle.vin,
      data: {
        ...vehicle,
        bodyStyle: refs.bodyStyles.get(vehicle.bodyStyle),
        location: refs.locations.get(vehicle.location),
        previewImage: image,
        images: [image],
      },
    })
  }
  await upsertMany(ctx, 'vehicles', 'vin', docs)
}

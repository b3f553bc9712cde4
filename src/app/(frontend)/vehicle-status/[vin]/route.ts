import { getDetailVehicle } from '@/lib/data/vehicle-detail'
import { VIN_PATTERN } from '@/lib/vin/check-digit'

/**
 * `{ vehicle: { vin, condition, year, make, model, trim, status } | null }` for one VIN, for src/proxy.ts, which
 * cannot load Payload and decides detail-page redirects and 410s with these facts. Public: they are all on the
 * vehicle's page; reserve and unknown VINs answer null.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ vin: string }> }): Promise<Response> {
  const vin = (await params).vin.toUpperCase()
  const vehicle = VIN_PATTERN.test(vin) ? await getDetailVehicle(vin) : null
  return Response.json({ vehicle }, { headers: { 'Cache-Control': 'no-store' } })
}

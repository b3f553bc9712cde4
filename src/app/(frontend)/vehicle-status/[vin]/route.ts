import { getDetailVehicle } from '@/lib/data/vehicle-detail'
import { vehicleStatusAnswer } from '@/lib/redirects/vehicle-status-answer'

/**
 * `{ vehicle: { vin, condition, year, make, model, trim, status } | null }` for one VIN, for src/proxy.ts, which
 * cannot load Payload and decides detail-page redirects, 404s and 410s with these facts. Only the proxy's own
 * lookups (carrying the internal lookup key) are answered; anyone else gets 404 whatever the VIN.
 */
export async function GET(request: Request, { params }: { params: Promise<{ vin: string }> }): Promise<Response> {
  return vehicleStatusAnswer(request, (await params).vin, getDetailVehicle)
}

import { createClient } from '@libsql/client'

/**
 * Grows the seeded inventory to `total` vehicles by cloning the seeded rows in SQL: one Local API call per car
 * costs about 10 ms, so 100,000 cars through Payload would take longer than the benchmark itself. SQLite-only,
 * like the benchmark; clones keep the seeded car's make/model/price mix, images and location, with a unique
 * VIN (Z and a serial in positions 12-17, never a seeded one) and a matching slug, and prices and mileage spread so sorts differ.
 */
export async function multiplyVehicles(dbFile: string, total: number): Promise<number> {
  const client = createClient({ url: `file:${dbFile}` })
  try {
    const seeded = Number((await client.execute('SELECT count(*) AS n FROM vehicles')).rows[0].n)
    const missing = total - seeded
    if (missing <= 0) return seeded
    const batch = 20_000
    for (let done = 0; done < missing; done += batch) {
      const size = Math.min(batch, missing - done)
      await client.execute({
        sql: `
          WITH RECURSIVE serial(n) AS (SELECT ?1 UNION ALL SELECT n + 1 FROM serial WHERE n < ?1 + ?2 - 1),
          source AS (SELECT v.*, row_number() OVER (ORDER BY v.id) - 1 AS k, count(*) OVER () AS total FROM vehicles v
                     WHERE coalesce(v.stock_number, '') NOT LIKE 'BENCH-%')
          INSERT INTO vehicles (id, title, slug, status, reserve, stock_number, location_id, vin, condition, body_style_id,
            year, model_year, make, model, trim, mileage, doors, transmission, fuel_type, drivetrain, engine, mpg_city,
            mpg_highway, exterior_color, exterior_color_hex, interior_color, description, price, previous_price,
            preview_image_id, created_at, updated_at)
          SELECT lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-a' ||
              substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6))), s.title,
            substr(s.slug, 1, length(s.slug) - 17) || lower(substr(s.vin, 1, 11) || 'z' || printf('%05d', serial.n % 100000)),
            'available', 0, 'BENCH-' || serial.n, s.location_id, substr(s.vin, 1, 11) || 'Z' || printf('%05d', serial.n % 100000),
            s.condition, s.body_style_id, s.year, s.model_year, s.make, s.model, s.trim,
            max(0, s.mileage + (serial.n % 997) * 13), s.doors, s.transmission, s.fuel_type, s.drivetrain, s.engine,
            s.mpg_city, s.mpg_highway, s.exterior_color, s.exterior_color_hex, s.interior_color, s.description,
            s.price + (serial.n % 41) * 100 - 2000, NULL, s.preview_image_id,
            strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (serial.n % 365) || ' days'),
            strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
          FROM serial JOIN source s ON s.k = serial.n % s.total`,
        args: [seeded + done + 1, size],
      })
      process.stdout.write(`  cloned ${Math.min(done + size, missing).toLocaleString('en-US')} / ${missing.toLocaleString('en-US')}\n`)
    }
    await client.execute('ANALYZE')
    return Number((await client.execute('SELECT count(*) AS n FROM vehicles')).rows[0].n)
  } finally {
    client.close()
  }
}

/** A detail-page path of one available, public vehicle, as the site links it. */
export async function sampleVehiclePath(dbFile: string): Promise<string> {
  const client = createClient({ url: `file:${dbFile}` })
  try {
    const { rows } = await client.execute(
      "SELECT condition, slug FROM vehicles WHERE status = 'available' AND coalesce(reserve, 0) = 0 ORDER BY created_at DESC LIMIT 1",
    )
    if (!rows[0]) throw new Error('no public vehicle to benchmark')
    return `/${rows[0].condition}-cars-for-sale/${rows[0].slug}`
  } finally {
    client.close()
  }
}

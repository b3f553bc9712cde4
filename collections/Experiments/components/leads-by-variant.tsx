import type { UIFieldServerComponent } from 'payload'

import { countLeadsByVariant } from '../lead-counts'

const percent = (share: number): string => `${Math.round(share * 1000) / 10} %`

type Row = { key: string; weight: number }

function variantsOf(data: unknown): Row[] {
  const rows = typeof data === 'object' && data !== null ? Reflect.get(data, 'variants') : undefined
  if (!Array.isArray(rows)) return []
  return rows.flatMap((row: unknown) => {
    const key = typeof row === 'object' && row !== null ? Reflect.get(row, 'key') : undefined
    const weight = typeof row === 'object' && row !== null ? Reflect.get(row, 'weight') : undefined
    return typeof key === 'string' && key ? [{ key, weight: typeof weight === 'number' ? weight : 0 }] : []
  })
}

/**
 * Below an experiment's form: leads per variant beside the share of visitors each variant gets, so marketing
 * sees at a glance which variant converts above its share. Counts the saved experiment, not unsaved edits.
 */
export const LeadsByVariant: UIFieldServerComponent = async ({ data, payload, id }) => {
  const name = typeof data?.name === 'string' ? data.name : ''
  const variants = variantsOf(data)
  if (!id || !name || variants.length === 0) return null
  const rows = await countLeadsByVariant(payload, name, variants)
  return (
    <div className="field-type" style={{ marginBlock: '1.5rem' }}>
      <h3 id="leads-by-variant">Leads by variant</h3>
      <table aria-labelledby="leads-by-variant" style={{ borderCollapse: 'collapse', minWidth: '24rem' }}>
        <thead>
          <tr>
            <th scope="col" style={{ textAlign: 'left', paddingInlineEnd: '1.5rem' }}>Variant</th>
            <th scope="col" style={{ textAlign: 'right', paddingInlineEnd: '1.5rem' }}>Share of visitors</th>
            <th scope="col" style={{ textAlign: 'right', paddingInlineEnd: '1.5rem' }}>Leads</th>
            <th scope="col" style={{ textAlign: 'right' }}>Share of leads</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.variant}>
              <th scope="row" style={{ textAlign: 'left', fontWeight: 'normal' }}>{row.variant}</th>
              <td style={{ textAlign: 'right', paddingInlineEnd: '1.5rem' }}>{percent(row.trafficShare)}</td>
              <td style={{ textAlign: 'right', paddingInlineEnd: '1.5rem' }}>{row.leads}</td>
              <td style={{ textAlign: 'right' }}>{percent(row.leadShare)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="field-description">
        A variant whose share of leads is above its share of visitors converts better. Filter the leads list by
        &ldquo;Experiment/variant&rdquo; (e.g. {name}/{variants[0].key}) to read them.
      </p>
    </div>
  )
}

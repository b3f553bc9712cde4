import { t, type TranslationKey } from '@/lib/i18n'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import type { SellTradePage } from '@/payload-types'

type Rows = NonNullable<NonNullable<SellTradePage['comparison']>['rows']>
type Answer = Rows[number]['thisDealer']

const COLUMNS = [
  { key: 'otherDealerships', label: 'formPages.sellTrade.otherDealerships' },
  { key: 'onlineTools', label: 'formPages.sellTrade.onlineTools' },
  { key: 'thisDealer', label: 'formPages.sellTrade.us' },
] as const satisfies readonly { key: string; label: TranslationKey }[]

/** Each answer in words (read by screen readers and shown) with a mark that only repeats it for the eye. */
const ANSWERS: Record<Answer, { text: TranslationKey; mark: string; className: string }> = {
  yes: { text: 'formPages.sellTrade.yes', mark: '✓', className: 'text-green-800' },
  partial: { text: 'formPages.sellTrade.partial', mark: '~', className: 'text-amber-800' },
  no: { text: 'formPages.sellTrade.no', mark: '✕', className: 'text-red-800' },
}

/**
 * The sell/trade page's comparison chart (other dealerships, online trade tools and this dealer, one row per
 * feature) as a real table: a caption, column and row headers with scope, and every answer written out.
 * On a narrow screen the table scrolls sideways inside its own focusable, labelled region (`relative`, so it clips
 * absolutely positioned screen-reader texts in the cells as well). Column names and answers
 * are in the page's language; the heading and features come from the CMS in it.
 */
export function ComparisonTable({
  heading,
  rows,
  dealerName,
  locale = DEFAULT_LOCALE,
}: {
  heading: string
  rows: Rows
  dealerName: string
  locale?: Locale
}) {
  if (rows.length === 0) return null
  return (
    <div
      role="region"
      aria-labelledby="comparison-caption"
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-line"
    >
      <table className="w-full min-w-[32rem] border-collapse text-left text-sm">
        <caption id="comparison-caption" className="p-4 text-left text-xl font-bold text-ink-900">
          {heading}
        </caption>
        <thead className="bg-surface">
          <tr>
            <th scope="col" className="p-3 font-semibold text-ink-900">
              {t('formPages.sellTrade.feature', locale)}
            </th>
            {COLUMNS.map((column) => (
              <th key={column.key} scope="col" className="p-3 font-semibold text-ink-900">
                {column.key === 'thisDealer' ? dealerName : t(column.label, locale)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id ?? row.feature} className="border-t border-line">
              <th scope="row" className="p-3 font-medium text-ink-900">
                {row.feature}
              </th>
              {COLUMNS.map((column) => {
                const answer = ANSWERS[row[column.key]]
                return (
                  <td key={column.key} className={`p-3 font-semibold ${answer.className}`}>
                    <span aria-hidden="true" className="mr-1">
                      {answer.mark}
                    </span>
                    {t(answer.text, locale)}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

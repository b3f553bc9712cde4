'use client'

import { useHydrated } from '@/components/forms/use-hydrated.client'

import { weekdayIn, type ServiceDay } from './service-week'

type ServiceHoursProps = { days: readonly ServiceDay[]; timeZone: string; todayLabel?: string }

/**
 * The week's service hours with today marked. The page is cached for days, so the server cannot know which day
 * it is when a visitor reads it: today is worked out in the browser, in the store's time zone, once hydrated.
 */
export function ServiceHours({ days, timeZone, todayLabel = 'Today' }: ServiceHoursProps) {
  const hydrated = useHydrated()
  const today = hydrated ? weekdayIn(timeZone, new Date()) : null
  return (
    <dl className="grid gap-1 text-sm">
      {days.map(({ day, label, hours }) => {
        const isToday = day === today
        return (
          <div
            key={day}
            aria-current={isToday ? 'date' : undefined}
            className={`flex justify-between gap-4 rounded-md px-2 py-1 ${isToday ? 'bg-brand-50 font-semibold text-ink-900' : ''}`}
          >
            <dt className={isToday ? 'text-ink-900' : 'text-ink-600'}>
              {/* The day's name is its own text, so it reads (and is found) the same on the day the badge joins it. */}
              <span>{label}</span>
              {isToday && <span className="ml-2 rounded bg-brand-700 px-1.5 py-0.5 text-xs text-white">{todayLabel}</span>}
            </dt>
            <dd className="font-medium text-ink-900">{hours}</dd>
          </div>
        )
      })}
    </dl>
  )
}

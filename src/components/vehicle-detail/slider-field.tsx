import { formatInteger, formatPrice } from '@/lib/format'
import type { SliderBounds } from '@/lib/settings/defaults'

type SliderFieldProps = {
  id: string
  label: string
  value: number
  bounds: Pick<SliderBounds, 'min' | 'max' | 'step'>
  onChange: (value: number) => void
  /** Show the value as dollars. */
  money?: boolean
  /** Words after the number, e.g. 'months'. */
  unit?: string
}

/** One labelled range input of the payment calculator, with its current value spelled out. */
export function SliderField({ id, label, value, bounds, onChange, money, unit }: SliderFieldProps) {
  const text = money ? formatPrice(value) : `${formatInteger(value)}${unit ? ` ${unit}` : ''}`
  return (
    <div>
      <div className="flex items-baseline justify-between text-sm">
        <label htmlFor={id} className="font-medium text-ink-900">
          {label}
        </label>
        <output htmlFor={id} className="font-semibold text-ink-900">
          {text}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        value={value}
        aria-valuetext={text}
        onChange={(event) => onChange(Number(event.target.value))}
        className="w-full accent-brand-700"
      />
    </div>
  )
}

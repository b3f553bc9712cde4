import { iconByName } from '@/components/icons/icon-by-name'

/** A help-center category's icon by name; unknown or empty names show a question mark. Decorative. */
export function HelpIcon({ name, className }: { name: string | null | undefined; className?: string }) {
  const Icon = iconByName(name)
  return <Icon className={className} />
}

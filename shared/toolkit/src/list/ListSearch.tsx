import { Input } from '@cabinet/design/forms';

/**
 * The search box of a list. No allowClear: its icon is a touch target under 24 px (WCAG 2.2); a search
 * field clears with Escape.
 */
export function ListSearch({ label, placeholder, value, onChange }: { label: string; placeholder: string; value: string; onChange: (value: string) => void }) {
  return <Input type="search" aria-label={label} placeholder={placeholder} value={value} onChange={(event) => onChange(event.target.value)} style={{ width: 260, maxWidth: '100%' }} />;
}

import { NativeSearch } from '@cabinet/design/core';

/**
 * The search box of a list: the browser's own (no antd input, so a list's first visit loads no form code). No
 * clear icon of ours: it would be a touch target under 24 px (WCAG 2.2); a search field clears with Escape.
 */
export function ListSearch({ label, placeholder, value, onChange }: { label: string; placeholder: string; value: string; onChange: (value: string) => void }) {
  return <NativeSearch label={label} placeholder={placeholder} value={value} onChange={onChange} style={{ width: 260, maxWidth: '100%' }} />;
}

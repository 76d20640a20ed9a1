import { NativeSelect, type NativeSelectOption } from '@cabinet/design/core';

/** The browser's select as a form field: Form.Item hands it the value and takes its changes. */
export function FieldSelect({ value, onChange, label, options }: { label: string; options: readonly NativeSelectOption[]; value?: string; onChange?: (value: string) => void }) {
  return <NativeSelect label={label} options={options} value={value ?? ''} onChange={(next) => onChange?.(next)} style={{ minWidth: 200 }} />;
}

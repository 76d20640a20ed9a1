import { useState } from 'react';
import type { FlowOption, FlowOptionKind } from '@cabinet/api/flows';
import { Select } from '@cabinet/design/select';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { useDebouncedValue } from '@cabinet/toolkit/list';
import { useFetchFlowOptions, useFlowOptions } from '../api/options';

const messages = {
  search: /*i18n*/ { id: 'flows.picker.search', message: 'Type a name to search' },
  empty: /*i18n*/ { id: 'flows.picker.empty', message: 'Nothing found. This list comes from your connected booking system.' },
  emptyInstances: /*i18n*/ { id: 'flows.picker.emptyInstances', message: 'No messenger account found. Connect one on the Accounts page.' },
  failed: /*i18n*/ { id: 'flows.picker.failed', message: 'The list could not be loaded. Close it and open it again to retry.' },
  unknown: /*i18n*/ { id: 'flows.picker.unknown', message: '{ids}: not found in your account. Remove it and pick from the list.' },
  unknownOne: /*i18n*/ { id: 'flows.picker.unknownOne', message: '“{id}” is not in your account: pick from the list.' },
  required: /*i18n*/ { id: 'flows.picker.required', message: 'Pick one from the list' },
} satisfies Record<string, MessageDescriptor>;

/** Messengers are brand names: the same in every language. */
const CHANNEL_NAMES: Record<NonNullable<FlowOption['channel']>, string> = { whatsapp: 'WhatsApp', max: 'MAX', telegram: 'Telegram', waba: 'WhatsApp Business API', sms: 'SMS' };

const SEARCH_PAUSE_MS = 300;

type PickerValue = string | readonly string[] | undefined;

const idsOf = (value: PickerValue): string[] => (value === undefined || value === '' ? [] : typeof value === 'string' ? [value] : [...value]);

function detailOf(option: FlowOption): string | undefined {
  const channel = option.channel ? CHANNEL_NAMES[option.channel] : undefined;
  return [channel, option.detail].filter(Boolean).join(' · ') || undefined;
}

interface OptionPickerProps {
  kind: FlowOptionKind;
  /** Several values (a filter) or one (a chatbot's branch or messenger account). */
  multiple?: boolean;
  /** From Form.Item: the field's id (its label points at it), value and change. */
  id?: string;
  value?: PickerValue;
  onChange?: (value: PickerValue) => void;
  'aria-invalid'?: boolean;
  style?: React.CSSProperties;
}

/**
 * A searchable picker over the account's own services, masters, categories, branches or messenger accounts
 * (GET FlowOptions/{kind}), searched on the server as the owner types, so a chain's thousand services never
 * load at once. What the form holds is named by its own query (`ids`); an id the account does not have (a
 * flow saved before the pickers, or data the booking system removed) shows as itself, and
 * `useOptionsRule` refuses it at the field.
 */
export function OptionPicker({ kind, multiple = false, id, value, onChange, style, ...aria }: OptionPickerProps) {
  const t = useTranslate();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_PAUSE_MS);
  // A cleared search (a pick, the box emptied) asks for the whole list at once: nothing is typed to wait for.
  const settledSearch = search.trim() === '' ? '' : debouncedSearch;
  const chosen = idsOf(value);
  const list = useFlowOptions(kind, { search: settledSearch }, open);
  const named = useFlowOptions(kind, { ids: chosen }, chosen.length > 0);

  const byId = new Map<string, FlowOption>();
  for (const option of [...(named.data?.items ?? []), ...(list.data?.items ?? [])]) byId.set(option.id, option);
  // The previous search's list stays on screen while the next one loads, but greyed out: picked only once they
  // answer what is typed. Offered, it would be swapped under the pointer when the answer arrives, and a click
  // aimed at one of its options would land on another, or on nothing, and pick no value.
  const answersTyped = settledSearch === search.trim() && !list.isPlaceholderData;
  const shown = open ? (list.data?.items ?? []) : [];
  // Chosen values stay among the options so their tags carry names (the unknown ones their raw id), except
  // while a search runs: then the list is what matches, and "Nothing found" says so.
  const extra = settledSearch === '' && search.trim() === '' ? chosen.filter((item) => !shown.some((option) => option.id === item)) : [];
  const options = [...shown, ...extra.map((item) => byId.get(item) ?? { id: item, name: item })].map((option) => ({
    value: option.id,
    label: option.name,
    detail: detailOf(option),
    // A chosen one stays enabled: its tag keeps its remove button.
    disabled: !answersTyped && !chosen.includes(option.id),
  }));
  const empty = list.isError ? t(messages.failed) : kind === 'instances' ? t(messages.emptyInstances) : t(messages.empty);

  return (
    <Select<string | string[], { value: string; label: string; detail: string | undefined; disabled: boolean }>
      id={id}
      aria-invalid={aria['aria-invalid']}
      style={{ width: '100%', ...style }}
      mode={multiple ? 'multiple' : undefined}
      allowClear
      placeholder={t(messages.search)}
      value={multiple ? chosen : (chosen[0] ?? undefined)}
      onChange={(next) => onChange?.(next ?? (multiple ? [] : ''))}
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search, autoClearSearchValue: true }}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setSearch('');
      }}
      loading={open && (list.isFetching || !answersTyped)}
      notFoundContent={list.isPending && open ? null : empty}
      options={options}
      labelRender={({ value: id }) => byId.get(String(id))?.name ?? String(id)}
      optionRender={(option) => (
        <span>
          {option.data.label}
          {option.data.detail ? (
            <>
              <br />
              <small style={{ opacity: 0.75 }}>{option.data.detail}</small>
            </>
          ) : null}
        </span>
      )}
    />
  );
}

/**
 * The field's rule: every id it holds is one of the account's (asked of the API, so the answer is the
 * booking system's data as stored now); `required` for a chatbot's single pick.
 */
export function useOptionsRule(kind: FlowOptionKind, { required = false }: { required?: boolean } = {}) {
  const t = useTranslate();
  const fetchOptions = useFetchFlowOptions(kind);
  return {
    validator: async (_rule: unknown, value: PickerValue) => {
      const ids = idsOf(value);
      if (ids.length === 0) {
        if (required) throw new Error(t(messages.required));
        return;
      }
      const page = await fetchOptions(ids);
      const unknown = ids.filter((item) => !page.items.some((option) => option.id === item));
      if (unknown.length === 0) return;
      throw new Error(unknown.length === 1 && !Array.isArray(value) ? t(messages.unknownOne, { id: unknown[0] }) : t(messages.unknown, { ids: unknown.map((item) => `“${item}”`).join(', ') }));
    },
  };
}

/** The names of ids a list shows (a chatbot's branch and account): the id itself until, or unless, it is known. */
export function useOptionNames(kind: FlowOptionKind, ids: readonly string[]): (id: string) => string {
  const unique = [...new Set(ids)].filter((item) => item !== '').sort();
  const named = useFlowOptions(kind, { ids: unique }, unique.length > 0);
  return (id) => named.data?.items.find((option) => option.id === id)?.name ?? id;
}

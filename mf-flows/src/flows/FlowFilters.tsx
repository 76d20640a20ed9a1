import { FLOW_STATUSES, FLOW_TYPES, type FlowMode, type FlowStatus, type FlowType } from '@cabinet/api';
import { Flex } from '@cabinet/design/core';
import { Input } from '@cabinet/design/forms';
import { Select } from '@cabinet/design/select';
import { Segmented } from '@cabinet/design/table';
import { useTranslate } from '@cabinet/i18n';
import { MODE_LABELS, STATUS_LABELS, TYPE_LABELS } from './flowLabels';

export interface FlowListFilters {
  search: string;
  statuses: FlowStatus[];
  type: FlowType | null;
  mode: FlowMode | 'all';
}

export const NO_FILTERS: FlowListFilters = { search: '', statuses: [], type: null, mode: 'all' };

export function hasFilters(filters: FlowListFilters): boolean {
  return filters.search.trim() !== '' || filters.statuses.length > 0 || filters.type !== null || filters.mode !== 'all';
}

const messages = {
  search: /*i18n*/ { id: 'flows.list.filter.search', message: 'Search flows' },
  searchPlaceholder: /*i18n*/ { id: 'flows.list.filter.searchPlaceholder', message: 'Title or text' },
  status: /*i18n*/ { id: 'flows.list.filter.status', message: 'Status' },
  statusPlaceholder: /*i18n*/ { id: 'flows.list.filter.statusPlaceholder', message: 'Any status' },
  type: /*i18n*/ { id: 'flows.list.filter.type', message: 'Type' },
  typePlaceholder: /*i18n*/ { id: 'flows.list.filter.typePlaceholder', message: 'Any type' },
  mode: /*i18n*/ { id: 'flows.list.filter.mode', message: 'Mode' },
  allModes: /*i18n*/ { id: 'flows.list.filter.allModes', message: 'All' },
};

/** The filter bar above the list; the screen owns the values and asks the API with them. */
export function FlowFilters({ value, onChange }: { value: FlowListFilters; onChange: (change: Partial<FlowListFilters>) => void }) {
  const t = useTranslate();
  return (
    <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }}>
      <Input
        type="search"
        allowClear
        aria-label={t(messages.search)}
        placeholder={t(messages.searchPlaceholder)}
        value={value.search}
        onChange={(event) => onChange({ search: event.target.value })}
        style={{ width: 260 }}
      />
      <Select
        mode="multiple"
        allowClear
        aria-label={t(messages.status)}
        placeholder={t(messages.statusPlaceholder)}
        value={value.statuses}
        onChange={(statuses: FlowStatus[]) => onChange({ statuses })}
        options={FLOW_STATUSES.map((status) => ({ value: status, label: t(STATUS_LABELS[status]) }))}
        maxTagCount="responsive"
        style={{ minWidth: 220 }}
      />
      <Select
        allowClear
        aria-label={t(messages.type)}
        placeholder={t(messages.typePlaceholder)}
        value={value.type}
        onChange={(type: FlowType | undefined) => onChange({ type: type ?? null })}
        options={FLOW_TYPES.map((type) => ({ value: type, label: t(TYPE_LABELS[type]) }))}
        style={{ minWidth: 220 }}
      />
      <Segmented<FlowMode | 'all'>
        aria-label={t(messages.mode)}
        value={value.mode}
        onChange={(mode) => onChange({ mode })}
        options={[
          { value: 'all', label: t(messages.allModes) },
          { value: 'test', label: t(MODE_LABELS.test) },
          { value: 'combat', label: t(MODE_LABELS.combat) },
        ]}
      />
    </Flex>
  );
}

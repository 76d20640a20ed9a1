import { FLOW_MODES, FLOW_STATUSES, FLOW_TYPES, type FlowListParams, type FlowMode, type FlowSortField, type FlowStatus, type FlowType } from '@cabinet/api/flows';
import { useTranslate } from '@cabinet/i18n';
import { ChoiceFilter, choiceParam, ListFilterBar, MultiChoiceFilter, OptionFilter, optionListParam, optionParam, type ListParams, type PagedList } from '@cabinet/toolkit/list';
import { MODE_LABELS, STATUS_LABELS, TYPE_LABELS } from './flowLabels';

/** The list's filters, kept in the URL beside its search, sort and page: `?status=pause,error&type=birthday&mode=test`. */
export interface FlowListFilters {
  status: FlowStatus[];
  type: FlowType | null;
  mode: FlowMode | 'all';
}

export const FLOW_LIST_FILTERS: ListParams<FlowListFilters> = {
  status: optionListParam(FLOW_STATUSES),
  type: optionParam(FLOW_TYPES),
  mode: choiceParam(['all', ...FLOW_MODES], 'all'),
};

export type FlowList = PagedList<FlowSortField, FlowListFilters>;

/** The list call of a list state: the filters as the API takes them. */
export function flowListParams(list: FlowList): FlowListParams {
  const { status, type, mode } = list.filters;
  return {
    ...list.params,
    status: status.length > 0 ? status : undefined,
    type: type ? [type] : undefined,
    mode: mode === 'all' ? undefined : mode,
  };
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

/** The filter bar above the list: it reads and writes the list's state, which lives in the URL. */
export function FlowFilters({ list }: { list: FlowList }) {
  const t = useTranslate();
  return (
    <ListFilterBar list={list} searchLabel={t(messages.search)} searchPlaceholder={t(messages.searchPlaceholder)}>
      <MultiChoiceFilter filter={list.filter('status')} label={t(messages.status)} placeholder={t(messages.statusPlaceholder)} options={FLOW_STATUSES.map((status) => ({ value: status, label: t(STATUS_LABELS[status]) }))} />
      <OptionFilter filter={list.filter('type')} label={t(messages.type)} placeholder={t(messages.typePlaceholder)} options={FLOW_TYPES.map((type) => ({ value: type, label: t(TYPE_LABELS[type]) }))} />
      <ChoiceFilter
        filter={list.filter('mode')}
        label={t(messages.mode)}
        options={[
          { value: 'all', label: t(messages.allModes) },
          { value: 'test', label: t(MODE_LABELS.test) },
          { value: 'combat', label: t(MODE_LABELS.combat) },
        ]}
      />
    </ListFilterBar>
  );
}

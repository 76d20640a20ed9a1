import type { ReactNode } from 'react';
import { Flex } from '@cabinet/design/core';
import { Select } from '@cabinet/design/select';
import { Segmented } from '@cabinet/design/table';
import { ListSearch } from './ListSearch';
import type { ListFilter } from './usePagedList';

/*
 * The filter bar of a paged list and its controls, each bound to one filter of the list's URL state
 * (`list.filter('status')`): a choice is a history entry and goes back to page 1, and Back undoes it.
 * The words (labels, placeholders, option names) are the domain's.
 */

/** A choice a filter control offers: the value the URL holds, and its words. */
export interface FilterOption<V extends string> {
  value: V;
  label: string;
}

/** The bar above a list: its search box, then the filter controls given. */
export function ListFilterBar({ list, searchLabel, searchPlaceholder, children }: { list: { searchText: string; setSearchText(text: string): void }; searchLabel: string; searchPlaceholder: string; children?: ReactNode }) {
  return (
    <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }}>
      <ListSearch label={searchLabel} placeholder={searchPlaceholder} value={list.searchText} onChange={list.setSearchText} />
      {children}
    </Flex>
  );
}

interface FilterControlProps<T, V extends string> {
  filter: ListFilter<T>;
  /** The control's accessible name. */
  label: string;
  options: ReadonlyArray<FilterOption<V>>;
}

/** Any of the options (`optionListParam`), e.g. statuses; none chosen is no filter. */
export function MultiChoiceFilter<V extends string>({ filter, label, placeholder, options, minWidth = 220 }: FilterControlProps<V[], V> & { placeholder: string; minWidth?: number }) {
  return (
    <Select
      mode="multiple"
      allowClear
      aria-label={label}
      placeholder={placeholder}
      value={filter.value}
      onChange={(value: V[]) => filter.set(value)}
      options={[...options]}
      maxTagCount="responsive"
      style={{ minWidth }}
    />
  );
}

/** One of the options or none (`optionParam`), e.g. a type; clearing it is no filter. */
export function OptionFilter<V extends string>({ filter, label, placeholder, options, minWidth = 220 }: FilterControlProps<V | null, V> & { placeholder: string; minWidth?: number }) {
  return (
    <Select
      allowClear
      aria-label={label}
      placeholder={placeholder}
      value={filter.value}
      onChange={(value: V | undefined) => filter.set(value ?? null)}
      options={[...options]}
      style={{ minWidth }}
    />
  );
}

/** One of a few options, always (`choiceParam`), as a segmented switch: "all, test, live". */
export function ChoiceFilter<V extends string>({ filter, label, options }: FilterControlProps<V, V>) {
  return <Segmented<V> aria-label={label} value={filter.value} onChange={(value) => filter.set(value)} options={[...options]} />;
}

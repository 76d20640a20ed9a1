import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Flex, NativeSelect, useDesignToken } from '@cabinet/design/core';
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

/**
 * Any of the options (`optionListParam`), e.g. statuses; none chosen is no filter. A disclosure (the browser's
 * details and summary) over a group of checkboxes: no code of antd's select on a list's first visit. The
 * summary names the filter and what is chosen; Escape or a click elsewhere closes it.
 */
export function MultiChoiceFilter<V extends string>({ filter, label, placeholder, options, minWidth = 220 }: FilterControlProps<V[], V> & { placeholder: string; minWidth?: number }) {
  const token = useDesignToken();
  const box = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      const details = box.current;
      if (!details) return;
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !(event.target instanceof Node && details.contains(event.target))) {
        details.open = false;
        if (event instanceof KeyboardEvent) details.querySelector('summary')?.focus();
      }
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  const chosen = options.filter((option) => filter.value.includes(option.value));
  const shown = chosen.length === 0 ? placeholder : chosen.map((option) => option.label).join(', ');
  const toggle = (value: V, on: boolean) => filter.set(options.map((option) => option.value).filter((item) => (item === value ? on : filter.value.includes(item))));
  return (
    <details ref={box} onToggle={(event) => setOpen(event.currentTarget.open)} style={{ position: 'relative', minWidth, maxWidth: '100%' }}>
      <summary
        title={shown}
        style={{
          display: 'flex',
          alignItems: 'center',
          height: token.controlHeight,
          paddingInline: token.paddingSM,
          border: `${token.lineWidth}px ${token.lineType} ${token.colorBorder}`,
          borderRadius: token.borderRadius,
          background: token.colorBgContainer,
          color: chosen.length === 0 ? token.colorTextPlaceholder : token.colorText,
          cursor: 'pointer',
          overflow: 'hidden',
          whiteSpace: 'nowrap',
          textOverflow: 'ellipsis',
        }}
      >
        <span style={VISUALLY_HIDDEN}>{label}: </span>
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{shown}</span>
      </summary>
      <fieldset
        style={{
          position: 'absolute',
          zIndex: 1050,
          insetInlineStart: 0,
          top: `calc(100% + ${token.marginXXS}px)`,
          minWidth: '100%',
          margin: 0,
          padding: token.paddingXS,
          display: 'grid',
          gap: token.marginXXS,
          background: token.colorBgElevated,
          border: 'none',
          borderRadius: token.borderRadiusLG,
          boxShadow: token.boxShadowSecondary,
        }}
      >
        <legend style={VISUALLY_HIDDEN}>{label}</legend>
        {options.map((option) => (
          <label key={option.value} style={{ display: 'flex', alignItems: 'center', gap: token.marginXS, padding: `${token.paddingXXS}px ${token.paddingXS}px`, cursor: 'pointer', whiteSpace: 'nowrap' }}>
            <input type="checkbox" checked={filter.value.includes(option.value)} onChange={(event) => toggle(option.value, event.target.checked)} style={{ accentColor: token.colorPrimary, margin: 0 }} />
            {option.label}
          </label>
        ))}
      </fieldset>
    </details>
  );
}

/** Read by a screen reader, not drawn: the filter's name inside its summary and group. */
const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, margin: -1, padding: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const;

/**
 * One of the options or none (`optionParam`), e.g. a type: the browser's own select, whose first entry (the
 * placeholder) is no filter. No code of antd's select on a list's first visit, and a phone opens its picker.
 */
export function OptionFilter<V extends string>({ filter, label, placeholder, options, minWidth = 220 }: FilterControlProps<V | null, V> & { placeholder: string; minWidth?: number }) {
  return (
    <NativeSelect
      label={label}
      value={filter.value ?? ''}
      onChange={(value) => filter.set(options.find((option) => option.value === value)?.value ?? null)}
      options={[{ value: '', label: placeholder }, ...options]}
      style={{ minWidth }}
    />
  );
}

/**
 * One of a few options, always (`choiceParam`), as a segmented switch: "all, test, live". Its options scroll
 * inside it where they are wider than the screen (Russian on a phone), not the page sideways.
 */
export function ChoiceFilter<V extends string>({ filter, label, options }: FilterControlProps<V, V>) {
  return <Segmented<V> aria-label={label} value={filter.value} onChange={(value) => filter.set(value)} options={[...options]} style={{ maxWidth: '100%', overflowX: 'auto' }} />;
}

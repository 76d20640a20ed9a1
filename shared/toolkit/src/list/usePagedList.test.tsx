import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { renderScreen } from '@cabinet/contracts/testing';
import { renderWithHistory } from '../testing';
import { choiceParam, optionListParam, optionParam } from './listQuery';
import { usePagedList, type PagedList } from './usePagedList';

const SORT_FIELDS = ['title', 'createdAt'] as const;
const FILTERS = { status: optionListParam(['on', 'off']), kind: optionParam(['a', 'b']), view: choiceParam(['all', 'mine'], 'all') };
type Probed = PagedList<(typeof SORT_FIELDS)[number], { status: Array<'on' | 'off'>; kind: 'a' | 'b' | null; view: 'all' | 'mine' }>;

let probed: Probed | null = null;
function list(): Probed {
  if (!probed) throw new Error('the probe has not rendered');
  return probed;
}

/** A list screen in miniature: the hook, its search box, and its state reported to the test. */
function Probe({ onList }: { onList: (list: Probed) => void }) {
  const paged = usePagedList({ sortFields: SORT_FIELDS, filters: FILTERS, searchDelayMs: 100 });
  useEffect(() => {
    onList(paged);
  });
  return <input type="search" aria-label="Search" value={paged.searchText} onChange={(event) => paged.setSearchText(event.target.value)} />;
}

const probe = <Probe onList={(next) => (probed = next)} />;
const searchWrites = (navigations: Array<{ options?: { search?: string } }>) => navigations.filter((navigation) => navigation.options?.search?.includes('search='));

configure({ asyncUtilTimeout: 3000 });

afterEach(() => {
  probed = null;
});

describe('usePagedList', () => {
  it('reads the list from the URL, typed, and derives the server paging params', async () => {
    await renderWithHistory(probe, { route: 'flows', search: '?search=anna&status=off&kind=b&view=mine&sort=createdAt&order=desc&page=3&pageSize=50' });
    expect(list()).toMatchObject({ page: 3, pageSize: 50, sort: { field: 'createdAt', order: 'desc' }, search: 'anna', searchText: 'anna', filtered: true });
    expect(list().filters).toEqual({ status: ['off'], kind: 'b', view: 'mine' });
    expect(list().params).toEqual({ page: 3, pageSize: 50, search: 'anna', sort: 'createdAt', order: 'desc' });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('anna');
  });

  it('falls back to the defaults for what it does not know, and corrects the URL in place', async () => {
    const rendered = await renderWithHistory(probe, { route: 'flows', search: '?page=zero&kind=c&sort=colour&video=intro' });
    expect(list()).toMatchObject({ page: 1, sort: null, filtered: false, params: { page: 1, pageSize: 20 } });
    await waitFor(() => expect(rendered.history.entries).toEqual(['?video=intro']));
    expect(rendered.navigations).toEqual([{ id: 'flows', params: {}, options: { search: '?video=intro', replace: true } }]);
  });

  it('writes each change as a history entry, back at page 1 for all but the page', async () => {
    const rendered = await renderWithHistory(probe, { route: 'flows' });
    act(() => list().setPage(4));
    expect(rendered.history.current()).toBe('?page=4');
    act(() => list().setFilters({ status: ['on', 'off'] }));
    expect(rendered.history.current()).toBe('?status=on,off');
    act(() => list().setPage(2));
    act(() => list().setSort({ field: 'title', order: 'desc' }));
    expect(rendered.history.current()).toBe('?status=on,off&sort=title&order=desc');
    act(() => list().setPageSize(50));
    expect(rendered.history.current()).toBe('?status=on,off&sort=title&order=desc&pageSize=50');
    expect(rendered.history.entries).toHaveLength(6);
    expect(rendered.navigations.every((navigation) => navigation.options?.replace === false)).toBe(true);
  });

  it('writes the search after a pause in typing, replacing the entry, and goes back to page 1', async () => {
    const rendered = await renderWithHistory(probe, { route: 'flows', search: '?page=3' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), ' birth ');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue(' birth ');
    await waitFor(() => expect(rendered.history.current()).toBe('?search=birth'));
    expect(rendered.history.entries).toEqual(['?search=birth']);
    expect(searchWrites(rendered.navigations)).toEqual([{ id: 'flows', params: {}, options: { search: '?search=birth', replace: true } }]);
    // What was typed stays as typed once the URL has it.
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue(' birth ');
    expect(list().params).toEqual({ page: 1, pageSize: 20, search: 'birth' });
  });

  it('follows the URL when it moves from elsewhere (Back), the search box included', async () => {
    const rendered = await renderWithHistory(probe, { route: 'flows', search: '?search=anna&kind=a' });
    act(() => list().setFilters({ kind: 'b' }));
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await waitFor(() => expect(rendered.history.current()).toBe('?kind=b'));

    rendered.back();
    expect(list()).toMatchObject({ search: 'anna', searchText: 'anna', filters: { kind: 'a' } });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('anna');
    rendered.forward();
    expect(list()).toMatchObject({ search: '', searchText: '', filters: { kind: 'b' } });
  });

  it('drops a search still waiting to be written when the user goes Back', async () => {
    const rendered = await renderWithHistory(probe, { route: 'flows' });
    act(() => list().setPage(2));
    act(() => list().setSearchText('late'));
    rendered.back();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(rendered.history.current()).toBe('');
    expect(searchWrites(rendered.navigations)).toEqual([]);
    expect(list().searchText).toBe('');
  });

  it('clears the search and the filters in one entry', async () => {
    const rendered = await renderWithHistory(probe, { route: 'flows', search: '?search=anna&status=on&view=mine&sort=title&order=asc&page=2' });
    act(() => list().clear());
    expect(rendered.history.current()).toBe('?sort=title&order=asc');
    expect(list()).toMatchObject({ filtered: false, searchText: '', page: 1 });
  });

  it('shows its own change at once, before the shell echoes it in the route', async () => {
    // renderScreen's route never changes: the hook keeps what it wrote.
    const rendered = await renderScreen(probe, { route: 'flows' });
    act(() => list().setSort({ field: 'title', order: 'asc' }));
    act(() => list().setPage(3));
    expect(list()).toMatchObject({ page: 3, sort: { field: 'title', order: 'asc' } });
    expect(rendered.navigations.map((navigation) => navigation.options?.search)).toEqual(['?sort=title&order=asc', '?sort=title&order=asc&page=3']);
  });
});

import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithHistory } from '../testing';
import { ChoiceFilter, ListFilterBar, MultiChoiceFilter, OptionFilter } from './ListFilters';
import { choiceParam, optionListParam, optionParam } from './listQuery';
import { usePagedList } from './usePagedList';

const FILTERS = { status: optionListParam(['on', 'off']), kind: optionParam(['a', 'b']), view: choiceParam(['all', 'mine'], 'all') };

/** A list's filter bar in miniature, bound to the list's URL state. */
function Bar() {
  const list = usePagedList({ sortFields: ['title'], filters: FILTERS, searchDelayMs: 50 });
  return (
    <ListFilterBar list={list} searchLabel="Search things" searchPlaceholder="Title">
      <MultiChoiceFilter filter={list.filter('status')} label="Status" placeholder="Any status" options={[{ value: 'on', label: 'On' }, { value: 'off', label: 'Off' }]} />
      <OptionFilter filter={list.filter('kind')} label="Kind" placeholder="Any kind" options={[{ value: 'a', label: 'Kind A' }, { value: 'b', label: 'Kind B' }]} />
      <ChoiceFilter filter={list.filter('view')} label="View" options={[{ value: 'all', label: 'All' }, { value: 'mine', label: 'Mine' }]} />
    </ListFilterBar>
  );
}

configure({ asyncUtilTimeout: 3000 });

describe('list filter controls', () => {
  it('show the filters the URL names', async () => {
    await renderWithHistory(<Bar />, { route: 'flows', search: '?status=off&kind=b&view=mine&search=x' });
    expect(screen.getByRole('searchbox', { name: 'Search things' })).toHaveValue('x');
    // (jsdom has no width, so the responsive multiple choice shows no tags: its writing is tested below.)
    expect(screen.getByText('Kind B')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Mine' })).toBeChecked();
  });

  it('write each choice to the URL as a history entry, back at page 1', async () => {
    const user = userEvent.setup({ delay: null });
    const rendered = await renderWithHistory(<Bar />, { route: 'flows', search: '?page=3' });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByTitle('Off'));
    expect(rendered.history.current()).toBe('?status=off');
    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByTitle('Kind A'));
    expect(rendered.history.current()).toBe('?status=off&kind=a');
    await user.click(screen.getByText('Mine'));
    expect(rendered.history.current()).toBe('?status=off&kind=a&view=mine');
    await user.type(screen.getByRole('searchbox', { name: 'Search things' }), 'z');
    await waitFor(() => expect(rendered.history.current()).toBe('?search=z&status=off&kind=a&view=mine'));
    expect(rendered.navigations.filter((navigation) => navigation.options?.replace === false)).toHaveLength(3);
  });
});

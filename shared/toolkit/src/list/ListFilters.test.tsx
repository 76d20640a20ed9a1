import { configure, screen, waitFor, within } from '@testing-library/react';
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
    expect(within(screen.getByRole('group', { name: 'Status' })).getByRole('checkbox', { name: 'Off' })).toBeChecked();
    expect(within(screen.getByRole('group', { name: 'Status' })).getByRole('checkbox', { name: 'On' })).not.toBeChecked();
    expect(screen.getByTitle('Off')).toHaveTextContent('Status: Off');
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveDisplayValue('Kind B');
    expect(screen.getByRole('radio', { name: 'Mine' })).toBeChecked();
  });

  it('write each choice to the URL as a history entry, back at page 1', async () => {
    const user = userEvent.setup({ delay: null });
    const rendered = await renderWithHistory(<Bar />, { route: 'flows', search: '?page=3' });
    await user.click(screen.getByText('Any status'));
    await user.click(within(screen.getByRole('group', { name: 'Status' })).getByRole('checkbox', { name: 'Off' }));
    expect(rendered.history.current()).toBe('?status=off');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Kind A');
    expect(rendered.history.current()).toBe('?status=off&kind=a');
    await user.click(screen.getByText('Mine'));
    expect(rendered.history.current()).toBe('?status=off&kind=a&view=mine');
    await user.type(screen.getByRole('searchbox', { name: 'Search things' }), 'z');
    await waitFor(() => expect(rendered.history.current()).toBe('?search=z&status=off&kind=a&view=mine'));
    expect(rendered.navigations.filter((navigation) => navigation.options?.replace === false)).toHaveLength(3);
  });

  it('adds and removes statuses one checkbox at a time, in the options\' order, and says what is chosen', async () => {
    const user = userEvent.setup({ delay: null });
    const rendered = await renderWithHistory(<Bar />, { route: 'flows', search: '?status=off' });
    const status = within(screen.getByRole('group', { name: 'Status' }));
    await user.click(status.getByRole('checkbox', { name: 'On' }));
    expect(rendered.history.current()).toBe('?status=on,off');
    expect(screen.getByTitle('On, Off')).toBeInTheDocument();
    await user.click(status.getByRole('checkbox', { name: 'Off' }));
    await user.click(status.getByRole('checkbox', { name: 'On' }));
    expect(rendered.history.current()).toBe('');
    expect(screen.getByTitle('Any status')).toBeInTheDocument();
  });

  it('closes the choice on Escape or a click elsewhere', async () => {
    const user = userEvent.setup({ delay: null });
    await renderWithHistory(<Bar />, { route: 'flows' });
    const details = screen.getByRole('group', { name: 'Status' }).closest('details');
    await user.click(screen.getByText('Any status'));
    expect(details).toHaveAttribute('open');
    await user.keyboard('{Escape}');
    expect(details).not.toHaveAttribute('open');
    await user.click(screen.getByText('Any status'));
    expect(details).toHaveAttribute('open');
    await user.click(screen.getByRole('searchbox', { name: 'Search things' }));
    expect(details).not.toHaveAttribute('open');
  });

  it('clears a one-of filter with its first entry, the placeholder', async () => {
    const user = userEvent.setup({ delay: null });
    const rendered = await renderWithHistory(<Bar />, { route: 'flows', search: '?kind=b&page=2' });
    const kind = screen.getByRole('combobox', { name: 'Kind' });
    expect(within(kind).getAllByRole('option').map((option) => option.textContent)).toEqual(['Any kind', 'Kind A', 'Kind B']);
    await user.selectOptions(kind, 'Any kind');
    expect(rendered.history.current()).toBe('');
    expect(kind).toHaveDisplayValue('Any kind');
  });
});

import { fireEvent, render, screen, within } from '@testing-library/react';
import { Tabs } from './tabs';

const SECTIONS = ['Settings', 'Knowledge base', 'Plugins', 'Reports', 'Usage'];
const items = SECTIONS.map((label) => ({ key: label, label, children: <p>{`${label} content`}</p> }));

describe('Tabs', () => {
  it('gives its tab list tabs only, no overflow button among them (axe: aria-required-children)', () => {
    render(<Tabs aria-label="Assistant" items={items} />);
    const list = screen.getByRole('tablist');
    expect(within(list).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(SECTIONS);
    // Hidden ones too: antd keeps its "more" button in the list, only invisible while every tab fits.
    expect(within(list).queryAllByRole('button', { hidden: true })).toEqual([]);
    expect(list.querySelectorAll('[aria-haspopup]')).toHaveLength(0);
  });

  it('keeps every section a click away in the list itself', () => {
    render(<Tabs aria-label="Assistant" items={items} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Usage' }));
    expect(screen.getByRole('tab', { name: 'Usage' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Usage' })).toHaveTextContent('Usage content');
  });

  it('still draws a tab bar a caller renders itself, without the overflow button', () => {
    render(<Tabs items={items} renderTabBar={(props, DefaultTabBar) => <div data-testid="bar"><DefaultTabBar {...props} /></div>} />);
    const bar = screen.getByTestId('bar');
    expect(within(bar).getAllByRole('tab')).toHaveLength(SECTIONS.length);
    expect(within(bar).queryAllByRole('button', { hidden: true })).toEqual([]);
  });
});

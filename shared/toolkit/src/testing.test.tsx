import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLinks, useRoute } from '@cabinet/contracts';
import { Button } from '@cabinet/design/core';
import { createMemoryHistory, renderWithHistory } from './testing';

function Where() {
  const route = useRoute();
  const links = useLinks();
  return (
    <>
      <output aria-label="Search">{route.search}</output>
      <Button onClick={() => links.navigate(route.id, route.params, { search: '?page=2' })}>Next</Button>
      <Button onClick={() => links.navigate(route.id, route.params, { search: '?page=3', replace: true })}>Jump</Button>
      <Button onClick={() => links.navigate('templates')}>Elsewhere</Button>
    </>
  );
}

describe('the memory history of a route', () => {
  it('pushes, replaces, and goes back and forward', () => {
    const history = createMemoryHistory('?a=1');
    history.push('?a=2');
    history.push('?a=3');
    history.back();
    history.replace('?a=4');
    expect(history.entries).toEqual(['?a=1', '?a=4', '?a=3']);
    history.push('?a=5');
    expect(history.entries).toEqual(['?a=1', '?a=4', '?a=5']);
    history.forward();
    expect(history.current()).toBe('?a=5');
  });

  it('moves with the screen’s navigations to its own route, and hands it the search', async () => {
    const rendered = await renderWithHistory(<Where />, { route: 'flows', search: '?page=1' });
    expect(screen.getByRole('status', { name: 'Search' })).toHaveTextContent('?page=1');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Jump' }));
    expect(rendered.history.entries).toEqual(['?page=1', '?page=3']);
    expect(screen.getByRole('status', { name: 'Search' })).toHaveTextContent('?page=3');
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(rendered.history.entries).toEqual(['?page=1', '?page=3']);
    rendered.back();
    expect(screen.getByRole('status', { name: 'Search' })).toHaveTextContent('?page=1');
    expect(rendered.navigations.map((navigation) => navigation.id)).toEqual(['flows', 'flows', 'templates']);
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@cabinet/contracts/testing';
import '../catalog';
import { SectionNav } from './SectionNav';

describe('the flows section navigation', () => {
  it('reaches every screen of the section and marks the one shown (the editor is a page of Flows)', async () => {
    const rendered = await renderScreen(<SectionNav />, { route: 'flows.edit', params: { workflowId: '7' } });
    const nav = screen.getByRole('navigation', { name: 'Flows section' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Flows', 'Templates', 'Chatbots', 'Blacklist', 'Subscribers', 'Short links']);
    expect(within(nav).getByRole('link', { name: 'Flows' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Blacklist' })).not.toHaveAttribute('aria-current');

    await userEvent.setup({ delay: null }).click(within(nav).getByRole('link', { name: 'Blacklist' }));
    expect(rendered.navigations).toEqual([{ id: 'phones.ignore', params: undefined, options: undefined }]);
  });

  it('speaks the page language', async () => {
    await renderScreen(<SectionNav />, { route: 'phones.ignore', locale: 'ru' });
    const nav = screen.getByRole('navigation', { name: 'Раздел задач' });
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Чёрный список');
  });
});

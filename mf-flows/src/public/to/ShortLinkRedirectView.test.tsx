import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillPath } from '@cabinet/api/core';
import { SHORT_LINKS_PATHS } from '@cabinet/api/flows';
import { apiError, fakeApi } from '@cabinet/api/testing';
import { renderScreen } from '@cabinet/contracts/testing';
import '../../catalog';
import { ShortLinkRedirectView } from './ShortLinkRedirectView';

const clickPath = fillPath(SHORT_LINKS_PATHS.click, { encodedId: 'DemoBook' });

describe('ShortLinkRedirectView', () => {
  it('counts the click once, then replaces the location with the address', async () => {
    const redirect = jest.fn();
    const rendered = await renderScreen(<ShortLinkRedirectView encodedId="DemoBook" brandName="SalonNotify" homeHref="/" redirect={redirect} />, {
      route: 'shortLinkRedirect',
      api: fakeApi().on('POST', SHORT_LINKS_PATHS.click, ({ params }) => (params.encodedId === 'DemoBook' ? { url: 'https://example.com/booking' } : apiError(404, 'SHORT_LINK_NOT_FOUND', 'Short link not found'))).handler,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Taking you to the page…');
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://example.com/booking'));
    expect(rendered.requests).toEqual([{ path: clickPath, body: undefined }]);
  });

  it('says an unknown link is not found and offers the way home', async () => {
    const redirect = jest.fn();
    await renderScreen(<ShortLinkRedirectView encodedId="DemoBook" brandName="SalonNotify" homeHref="/home" redirect={redirect} />, {
      route: 'shortLinkRedirect',
      api: fakeApi().on('POST', SHORT_LINKS_PATHS.click, () => apiError(404, 'SHORT_LINK_NOT_FOUND', 'Short link not found')).handler,
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Link not found' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/home');
    expect(redirect).not.toHaveBeenCalled();
  });

  it('never follows an address that is not http(s)', async () => {
    const redirect = jest.fn();
    await renderScreen(<ShortLinkRedirectView encodedId="DemoBook" brandName="SalonNotify" homeHref="/" redirect={redirect} />, {
      route: 'shortLinkRedirect',
      api: fakeApi().on('POST', SHORT_LINKS_PATHS.click, () => ({ url: 'javascript:alert(1)' })).handler,
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Link not found' })).toBeInTheDocument();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('offers to try again when the API fails', async () => {
    let fail = true;
    const redirect = jest.fn();
    await renderScreen(<ShortLinkRedirectView encodedId="DemoBook" brandName="SalonNotify" homeHref="/" redirect={redirect} />, {
      route: 'shortLinkRedirect',
      api: fakeApi().on('POST', SHORT_LINKS_PATHS.click, () => (fail ? apiError(500, 'INTERNAL', 'boom') : { url: 'https://example.com/booking' })).handler,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Try again.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://example.com/booking'));
  });
});

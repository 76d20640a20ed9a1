import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillPath, PATHS } from '@cabinet/api';
import { renderScreen } from '@cabinet/contracts/testing';
import '../../catalog';
import { ShortLinkRedirectView } from './ShortLinkRedirectView';

const clickPath = fillPath(PATHS.shortLinks.click, { encodedId: 'DemoBook' });

describe('ShortLinkRedirectView', () => {
  it('counts the click once, then replaces the location with the address', async () => {
    const redirect = jest.fn();
    const rendered = await renderScreen(<ShortLinkRedirectView encodedId="DemoBook" brandName="SalonNotify" homeHref="/" redirect={redirect} />, {
      route: 'shortLinkRedirect',
      api: (request, path) => (path === clickPath && request.method === 'POST' ? Response.json({ url: 'https://example.com/booking' }) : undefined),
    });
    expect(screen.getByRole('status')).toHaveTextContent('Taking you to the page…');
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://example.com/booking'));
    expect(rendered.requests).toEqual([{ path: clickPath, body: undefined }]);
  });

  it('says an unknown link is not found and offers the way home', async () => {
    const redirect = jest.fn();
    await renderScreen(<ShortLinkRedirectView encodedId="DemoBook" brandName="SalonNotify" homeHref="/home" redirect={redirect} />, {
      route: 'shortLinkRedirect',
      api: () => Response.json({ code: 'SHORT_LINK_NOT_FOUND', message: 'Short link not found' }, { status: 404 }),
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
      api: () => Response.json({ url: 'javascript:alert(1)' }),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Link not found' })).toBeInTheDocument();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('offers to try again when the API fails', async () => {
    let fail = true;
    const redirect = jest.fn();
    await renderScreen(<ShortLinkRedirectView encodedId="DemoBook" brandName="SalonNotify" homeHref="/" redirect={redirect} />, {
      route: 'shortLinkRedirect',
      api: () => (fail ? Response.json({ code: 'INTERNAL', message: 'boom' }, { status: 500 }) : Response.json({ url: 'https://example.com/booking' })),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Try again.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://example.com/booking'));
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { Alert, Button, Pagination } from 'antd';
import { useState, type ReactNode } from 'react';
import { DesignProvider } from './DesignProvider';
import { HomeOutlined, PlusOutlined, StarOutlined } from './icons';
import type { BrandTheme } from './theme';

const brand: BrandTheme = { primaryColor: '#0958d9' };

function Page({ children }: { children: ReactNode }) {
  return (
    <DesignProvider brand={brand} locale="en">
      {children}
    </DesignProvider>
  );
}

describe('icons are decorative unless named', () => {
  it('keeps an icon\'s file name out of the name of the link or button it sits in', async () => {
    render(
      <Page>
        <a href="/">
          <HomeOutlined /> Home
        </a>
        <Button icon={<PlusOutlined />}>Add business</Button>
      </Page>,
    );
    expect(await screen.findByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add business' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'home' })).not.toBeInTheDocument();
  });

  it('hides the icons antd\'s own components draw, and icons drawn later', async () => {
    function Later() {
      const [shown, setShown] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setShown(true)}>
            Show
          </button>
          {shown ? <Alert type="error" showIcon title="Could not save" /> : null}
        </>
      );
    }
    render(
      <Page>
        <Later />
      </Page>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not save');
    expect(screen.queryByRole('img', { name: 'close-circle' })).not.toBeInTheDocument();
  });

  it('keeps the name of an icon that is all a control shows, and hides it once the control is named otherwise', async () => {
    render(
      <Page>
        <Alert type="info" title="Saved" closable />
        <Button icon={<PlusOutlined />} aria-label="Add a flow" />
      </Page>,
    );
    // antd's close button shows its icon alone: the icon is its only name.
    expect(await screen.findByRole('button', { name: 'close' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a flow' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'plus' })).not.toBeInTheDocument();
  });

  it('leaves an icon its author named', async () => {
    render(
      <Page>
        <StarOutlined aria-label="Favourite" />
      </Page>,
    );
    expect(await screen.findByRole('img', { name: 'Favourite' })).toBeInTheDocument();
  });

  it("names pagination's previous, next and jump buttons as antd titles them, not by their icons", async () => {
    render(
      <Page>
        <Pagination total={500} defaultCurrent={1} showSizeChanger={false} />
      </Page>,
    );
    expect(await screen.findByRole('button', { name: 'Previous Page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next Page' })).toBeInTheDocument();
    // The jump item is the list item the keyboard reaches, titled "Next 5 Pages"; the link inside is hidden.
    expect(document.querySelector('li.ant-pagination-jump-next')).toHaveAttribute('title', 'Next 5 Pages');
    expect(document.querySelector('.ant-pagination-jump-next .ant-pagination-item-link')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryAllByRole('img')).toEqual([]);
  });
});

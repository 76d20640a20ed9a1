import { render } from '@testing-library/react';
import { dropPrerendered, takeOverPrerendered } from './takeover';

/** What the server sends: the prerendered page, its styles, and the empty hidden root the app renders into. */
function prerenderedPage(ready = '.remote form'): HTMLElement {
  document.head.innerHTML = '<style data-prerendered>.ant-btn{color:blue}</style>';
  document.body.innerHTML = `<div id="prerendered" data-ready="${ready}"><div class="remote"><form>
      <label for="email">Email</label><input id="email" type="email"><input id="remember" type="checkbox">
      <button type="submit" disabled>The page is loading…</button></form></div></div><div id="root" hidden></div>`;
  const root = document.getElementById('root');
  if (!root) throw new Error('no root');
  return root;
}

function LoginForm({ onEmail }: { onEmail: (value: string) => void }) {
  return (
    <div className="remote">
      <form>
        <label htmlFor="email">Email</label>
        <input id="email" type="email" onChange={(event) => onEmail(event.target.value)} />
        <input id="remember" type="checkbox" />
        <button type="submit">Sign in</button>
      </form>
    </div>
  );
}

describe('the app taking over a prerendered page', () => {
  afterEach(() => jest.useRealTimers());

  it('keeps the prerendered page while the app draws its loading state', async () => {
    const root = prerenderedPage();
    takeOverPrerendered(root);
    render(<div aria-busy="true">Loading the section…</div>, { container: root });
    await Promise.resolve();
    expect(document.getElementById('prerendered')).not.toBeNull();
    expect(root.hidden).toBe(true);
  });

  it('swaps to the app once it draws the same form, with what the visitor typed and where the cursor was', async () => {
    const root = prerenderedPage();
    const typed = document.querySelector<HTMLInputElement>('#prerendered #email');
    const ticked = document.querySelector<HTMLInputElement>('#prerendered #remember');
    if (!typed || !ticked) throw new Error('no fields');
    typed.value = 'owner@salon.example';
    typed.focus();
    ticked.checked = true;
    const onEmail = jest.fn();
    takeOverPrerendered(root);
    const app = render(<div aria-busy="true" />, { container: root });
    app.rerender(<LoginForm onEmail={onEmail} />);
    // The observer hears the commit in a microtask.
    await Promise.resolve();

    expect(document.getElementById('prerendered')).toBeNull();
    expect(document.querySelector('style[data-prerendered]')).toBeNull();
    expect(root.hidden).toBe(false);
    expect(root.querySelector('button')).toHaveTextContent('Sign in');
    // The app's own state heard the typing, not only the DOM.
    expect(onEmail).toHaveBeenCalledWith('owner@salon.example');
    expect(root.querySelector('#email')).toHaveValue('owner@salon.example');
    expect(root.querySelector('#remember')).toBeChecked();
    expect(document.activeElement).toBe(root.querySelector('#email'));
  });

  it('shows the app at once when it draws a failure instead of the page', async () => {
    const root = prerenderedPage();
    takeOverPrerendered(root);
    render(<div role="alert">The section could not load</div>, { container: root });
    await Promise.resolve();
    expect(document.getElementById('prerendered')).toBeNull();
    expect(root).toBeVisible();
  });

  it('shows the app after its time limit whatever it draws', () => {
    jest.useFakeTimers();
    const root = prerenderedPage();
    takeOverPrerendered(root, 1000);
    jest.advanceTimersByTime(999);
    expect(document.getElementById('prerendered')).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(document.getElementById('prerendered')).toBeNull();
    expect(root.hidden).toBe(false);
  });

  it('does nothing on a page that was not prerendered, and a failed start shows its message', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root');
    if (!root) throw new Error('no root');
    takeOverPrerendered(root);
    expect(root.hidden).toBe(false);
    const page = prerenderedPage();
    dropPrerendered(page);
    expect(document.getElementById('prerendered')).toBeNull();
    expect(page.hidden).toBe(false);
  });
});

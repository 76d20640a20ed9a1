import { drawBootFrame } from './bootFrame';

describe('drawBootFrame', () => {
  it('draws the layout frame for a signed-in visit of a page with the layout', () => {
    const root = document.createElement('div');
    drawBootFrame(root, '/flows', true);
    expect(root.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(root.querySelectorAll('.boot-bar')).toHaveLength(7);
  });

  it('leaves sign-in, public views and anonymous visits blank for the app to draw', () => {
    for (const [path, signedIn] of [['/account/login', true], ['/il/abc', true], ['/publicPayments', true], ['/flows', false]] as const) {
      const root = document.createElement('div');
      drawBootFrame(root, path, signedIn);
      expect(root.innerHTML).toBe('');
    }
  });
});

describe('a prerendered signed-out page', () => {
  it('is not shown to a signed-in visitor: the app draws at once (and sends them on)', () => {
    document.body.innerHTML = '<div id="prerendered"><form></form></div><div id="root" hidden></div>';
    const root = document.getElementById('root');
    drawBootFrame(root, '/account/login', true);
    expect(document.getElementById('prerendered')).toBeNull();
    expect(root?.hidden).toBe(false);
  });

  it('stays for a signed-out visitor until the app takes it over', () => {
    document.body.innerHTML = '<div id="prerendered"><form></form></div><div id="root" hidden></div>';
    drawBootFrame(document.getElementById('root'), '/account/login', false);
    expect(document.getElementById('prerendered')).not.toBeNull();
  });
});

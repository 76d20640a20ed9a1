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

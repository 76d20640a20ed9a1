import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REMOTES } from './remotes.mjs';

const ROOT = join(__dirname, '..', '..', '..');

/**
 * A spinner says "something is being done": right while an action runs (signing in through Google, checking
 * a code, opening a redirect, making a link, checking a payment). Where content will appear, the page keeps
 * its shape with grey rows instead (ContentSkeleton; issue 21, item 14). These files wait on an action.
 */
const ACTIONS = new Set([
  'mf-auth/src/account/confirm-email/ConfirmEmailScreen.tsx',
  'mf-auth/src/account/google/callback/GoogleCallbackScreen.tsx',
  // Hands amoCRM's code to the API; waits on the provider for a QR code (up to 2 minutes).
  'mf-auth/src/accounts/amo/connect/AmoConnectScreen.tsx',
  'mf-auth/src/accounts/whats-app/WhatsAppScreen.tsx',
  'mf-auth/src/demo/DemoScreen.tsx',
  'mf-auth/src/shared/MarketplaceRegistration.tsx',
  'mf-flows/src/phones/ignore/IgnoreLinkModal.tsx',
  'mf-flows/src/public/to/ShortLinkRedirectView.tsx',
  'mf-flows/src/templates/TemplatesScreen.tsx',
  'mf-payments/src/payments/PaymentResult.tsx',
]);

function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx$/.test(name) && !/\.test\.tsx$/.test(name) ? [path] : [];
  });
}

describe('loading states in the remotes', () => {
  const files = REMOTES.flatMap((remote) => {
    const folder = join(ROOT, remote.name, 'src');
    try {
      return sources(folder);
    } catch {
      return [];
    }
  }).map((path) => ({ path: relative(ROOT, path).split('\\').join('/'), text: readFileSync(path, 'utf8') }));

  it('finds the remotes’ screens', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it('draws no bare spinner where content will appear: grey rows keep the page’s shape', () => {
    expect(files.filter((file) => /<Spin\b/.test(file.text)).map((file) => file.path)).toEqual([]);
    expect(files.filter((file) => /<Waiting\b/.test(file.text) && !ACTIONS.has(file.path)).map((file) => file.path)).toEqual([]);
  });
});

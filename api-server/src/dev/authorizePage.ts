import { PATHS } from '@cabinet/api/contract';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The stand-in for Google's sign-in page: one e-mail field, posted back to itself. */
export function authorizePage(options: { redirectUri: string; state: string; email?: string; error?: string }): string {
  const { redirectUri, state, email = '', error } = options;
  const errorId = 'email-error';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with Google (local stand-in)</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f1f3f4; color: #202124; font: 16px/1.5 system-ui, sans-serif; }
  main { background: #fff; padding: 32px; border-radius: 8px; box-shadow: 0 1px 3px rgb(0 0 0 / 25%); width: min(400px, calc(100vw - 32px)); box-sizing: border-box; }
  h1 { font-size: 1.5rem; margin: 0 0 8px; }
  p { margin: 0 0 24px; color: #3c4043; }
  label { display: block; font-weight: 600; margin-bottom: 4px; }
  input { box-sizing: border-box; width: 100%; padding: 10px 12px; font: inherit; border: 1px solid #5f6368; border-radius: 4px; }
  input[aria-invalid="true"] { border-color: #b3261e; }
  .error { color: #b3261e; margin: 4px 0 0; }
  button { margin-top: 24px; width: 100%; min-height: 44px; font: inherit; font-weight: 600; color: #fff; background: #0b57d0; border: 0; border-radius: 4px; cursor: pointer; }
  input:focus-visible, button:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
</style>
</head>
<body>
<main>
  <h1>Sign in with Google (local stand-in)</h1>
  <p>Nothing leaves this machine: enter any e-mail address to sign in as its owner.</p>
  <form method="post" action="/${PATHS.devGoogle.authorize}">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="email" required autofocus value="${escapeHtml(email)}"${
      error ? ` aria-invalid="true" aria-describedby="${errorId}"` : ''
    }>
    ${error ? `<p id="${errorId}" class="error" role="alert">${escapeHtml(error)}</p>` : ''}
    <input type="hidden" name="redirect_uri" value="${escapeHtml(redirectUri)}">
    <input type="hidden" name="state" value="${escapeHtml(state)}">
    <button type="submit">Continue</button>
  </form>
</main>
</body>
</html>
`;
}

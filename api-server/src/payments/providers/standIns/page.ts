/** The sandboxes' pages: plain, accessible HTML with a form per action, so they work without a script. */
const escape = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface SandboxAction {
  action: string;
  label: string;
}

export function sandboxPage(options: { title: string; brand: string; lines: string[]; actionBase: string; actions: SandboxAction[]; notice?: string; script?: string }): string {
  const buttons = options.actions
    .map((item) => `<form method="post" action="${escape(options.actionBase)}/${escape(item.action)}"><button type="submit" name="action" value="${escape(item.action)}">${escape(item.label)}</button></form>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(options.title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:24px;color:#1f1f1f;background:#f5f5f5}main{max-width:420px;margin:0 auto;background:#fff;border-radius:8px;padding:24px}
h1{font-size:20px;margin:0 0 8px}p{margin:4px 0}.sandbox{color:#595959;font-size:13px}.notice{color:#a8071a;font-weight:600}form{display:inline-block;margin:16px 8px 0 0}
button{font:inherit;padding:10px 16px;border-radius:6px;border:1px solid #0958d9;background:#0958d9;color:#fff;cursor:pointer}button[value=decline],button[value=close],button[value=back]{background:#fff;color:#0958d9}</style></head>
<body><main><h1>${escape(options.brand)}</h1><p class="sandbox">Development sandbox: no money moves.</p>
${options.lines.map((line) => `<p>${escape(line)}</p>`).join('')}
${options.notice ? `<p class="notice" role="alert">${escape(options.notice)}</p>` : ''}
${buttons}</main>${options.script ? `<script>${options.script}</script>` : ''}</body></html>`;
}

/** The pauses before each repeat of a notification the cabinet did not take (the real providers repeat for hours). */
export const NOTICE_RETRY_PAUSES_MS = [1_000, 5_000, 15_000, 30_000];

async function postNotice(url: string, init: { body: string; headers: Record<string, string> }): Promise<number | null> {
  try {
    const response = await fetch(url, { method: 'POST', body: init.body, headers: init.headers, signal: AbortSignal.timeout(10_000) });
    return response.status;
  } catch {
    return null;
  }
}

/**
 * Posts a notification to the cabinet and says how it first answered (the sandbox waits, so the order is
 * normally settled when the browser returns). A notice the cabinet does not take with a 2xx — unreachable, too
 * slow, a 5xx — is repeated in the background, as YooKassa, Paybox and Stripe repeat theirs: a busy API must not
 * leave a paid order unpaid.
 */
export async function notify(url: string, init: { body: string; headers: Record<string, string> }, pausesMs: readonly number[] = NOTICE_RETRY_PAUSES_MS): Promise<number | null> {
  const first = await postNotice(url, init);
  if (!taken(first) && pausesMs.length > 0) void repeatNotice(url, init, pausesMs);
  return first;
}

const taken = (status: number | null) => status !== null && status >= 200 && status < 300;

async function repeatNotice(url: string, init: { body: string; headers: Record<string, string> }, pausesMs: readonly number[]): Promise<void> {
  for (const pause of pausesMs) {
    await new Promise((resolve) => setTimeout(resolve, pause).unref());
    if (taken(await postNotice(url, init))) return;
  }
}

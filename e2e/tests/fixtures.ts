import { test as base, type Request } from '@playwright/test';

export { expect, type APIRequestContext, type Locator, type Page, type Route } from '@playwright/test';

/**
 * The journeys' `test`: Playwright's, plus what a failed journey's page saw, printed with its failure. CI keeps
 * only the log, so a journey that fails there must say which call hung or was refused and what the page logged.
 */
export const test = base.extend<{ pageDiagnostics: undefined }>({
  pageDiagnostics: [
    async ({ page }, use, testInfo) => {
      const seen: string[] = [];
      const started = new Map<Request, number>();
      const at = () => `${((Date.now() - begun) / 1000).toFixed(1)}s`;
      const begun = Date.now();
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') seen.push(`${at()} console.${message.type()}: ${message.text().slice(0, 300)}`);
      });
      page.on('pageerror', (error) => seen.push(`${at()} page error: ${error.message.slice(0, 300)}`));
      page.on('request', (request) => started.set(request, Date.now()));
      page.on('requestfailed', (request) => {
        started.delete(request);
        seen.push(`${at()} ${request.method()} ${request.url()} failed: ${request.failure()?.errorText ?? 'unknown'}`);
      });
      page.on('response', (response) => {
        const request = response.request();
        const since = started.get(request);
        started.delete(request);
        const took = since === undefined ? '' : ` in ${Date.now() - since} ms`;
        if (response.status() >= 400) seen.push(`${at()} ${request.method()} ${response.url()} → ${response.status()}${took}`);
      });
      await use(undefined);
      if (testInfo.status === testInfo.expectedStatus) return;
      for (const [request, since] of started) seen.push(`unanswered after ${Date.now() - since} ms: ${request.method()} ${request.url()}`);
      if (seen.length > 0) console.info(`What the page saw in "${testInfo.title}" (${testInfo.retry > 0 ? `retry ${testInfo.retry}` : 'first try'}):\n  ${seen.slice(-40).join('\n  ')}`);
    },
    { auto: true },
  ],
});

// @ts-check
/**
 * Which Chromium the headless runs of CI use (the prerender, the byte guard, the browser journeys): the one
 * PLAYWRIGHT_CHROMIUM_PATH names, else Debian's headless shell (package chromium-headless-shell, the browser
 * Playwright itself runs headless), else Debian's full browser. The headless shell draws the same pages for
 * about a third less CPU, and CI's stages are bound by its two cores: prerendering 48 pages took 57–63 s of
 * CPU instead of 82–92 s, with every page byte for byte the same (docs/performance.md). The bench keeps the
 * full browser: its timings and Lighthouse scores are compared with runs of that browser.
 */
import { existsSync } from 'node:fs';

export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const FULL_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** The headless Chromium's path, or undefined where none is installed (Playwright then uses its own). */
export function headlessChromium() {
  return [process.env.PLAYWRIGHT_CHROMIUM_PATH, HEADLESS_SHELL, ...FULL_CHROMIUM].find((candidate) => Boolean(candidate && existsSync(candidate)));
}

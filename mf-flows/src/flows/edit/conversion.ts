import { CONVERSION_WINDOWS, type ConversionWindow } from '@cabinet/api/flows';

/** The conversion tab's period: the last 30 days (the API's `days`). */
export const CONVERSION_PERIOD_DAYS = 30;
export const DEFAULT_CONVERSION_WINDOW: ConversionWindow = CONVERSION_WINDOWS[0];

/** The window a URL names (`?window=14`); an absent or unknown one is the default, 7 days. */
export function resolveWindow(value: string | null | undefined): ConversionWindow {
  return CONVERSION_WINDOWS.find((window) => String(window) === value) ?? DEFAULT_CONVERSION_WINDOW;
}

/** The search a window is kept in; the default one needs none, as the first tab needs no path segment. */
export function windowQuery(window: ConversionWindow): Record<string, string> {
  return window === DEFAULT_CONVERSION_WINDOW ? {} : { window: String(window) };
}

/** A share of the sent messages, or null when nothing was sent (a rate of nothing is no rate). */
export function rateOf(count: number, sent: number): number | null {
  return sent > 0 ? count / sent : null;
}

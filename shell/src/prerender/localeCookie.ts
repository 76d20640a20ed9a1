import { LOCALE_STORAGE_KEY, type Locale } from '@cabinet/i18n';

/**
 * The page's language, mirrored in a cookie: the server picks a prerendered page in it
 * (shared/build/prerender.mjs reads this cookie), since the stored choice in localStorage never reaches it.
 */
export function rememberLocale(locale: Locale): void {
  try {
    document.cookie = `${LOCALE_STORAGE_KEY}=${encodeURIComponent(locale)}; path=/; max-age=31536000; SameSite=Lax`;
  } catch {
    // Cookies refused: the server falls back to the browser's languages.
  }
}

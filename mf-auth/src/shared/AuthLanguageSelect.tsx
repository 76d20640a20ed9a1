import { useHost, useRemoteProps } from '@cabinet/contracts';
import { PlainSelect } from '@cabinet/design/plain';
import { GlobalOutlined } from '@cabinet/design/icons';
import { LOCALES, LOCALE_NAMES, isLocale, useTranslate } from '@cabinet/i18n';

const label = /*i18n*/ { id: 'auth.language', message: 'Interface language' };

/**
 * The sign-in pages' language select (issue 21, item 15): a visitor who cannot read the page yet must be
 * able to switch it before signing in. Shown where the host allows a choice (HostFeatures.languageSelect,
 * the same switch as the layout's); the shell applies and stores it (RemoteProps.changeLocale). Each
 * language is named in itself, so it is found whatever the page shows.
 */
export function AuthLanguageSelect() {
  const host = useHost();
  const { locale, changeLocale } = useRemoteProps();
  const t = useTranslate();
  if (!host.features.languageSelect) return null;
  return (
    <PlainSelect
      label={t(label)}
      value={locale}
      prefix={<GlobalOutlined />}
      onChange={(value) => {
        if (isLocale(value)) changeLocale(value);
      }}
      options={LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value], lang: value }))}
    />
  );
}

import { Select } from '@cabinet/design/overlays';
import { GlobalOutlined } from '@cabinet/design/icons';
import { LOCALES, LOCALE_NAMES, isLocale, useTranslate } from '@cabinet/i18n';
import { useShell } from '../ShellContext';

const label = /*i18n*/ { id: 'shell.header.language', message: 'Interface language' };

/** Shown only where the host allows it; the choice is stored on this device. */
export function LanguageSelect() {
  const { locale, changeLocale } = useShell();
  const t = useTranslate();
  return (
    <Select
      aria-label={t(label)}
      value={locale}
      prefix={<GlobalOutlined aria-hidden />}
      onChange={(value: string) => {
        if (isLocale(value)) changeLocale(value);
      }}
      options={LOCALES.map((value) => ({ value, label: <span lang={value}>{LOCALE_NAMES[value]}</span> }))}
      style={{ minWidth: 170 }}
      popupMatchSelectWidth={false}
    />
  );
}

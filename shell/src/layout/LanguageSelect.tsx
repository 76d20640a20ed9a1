import { NativeSelect } from '@cabinet/design/core';
import { GlobalOutlined } from '@cabinet/design/icons';
import { LOCALES, LOCALE_NAMES, isLocale, useTranslate } from '@cabinet/i18n';
import { storeAccountLanguage } from '../session/accountLanguage';
import { useShell } from '../ShellContext';

const label = /*i18n*/ { id: 'shell.header.language', message: 'Interface language' };

/**
 * Shown only where the host allows it; the choice is stored on this device and on the signed-in account
 * (which the next sign-in applies, session/accountLanguage.ts). A native select: four
 * languages need no searchable popup, and a phone opens its own picker.
 */
export function LanguageSelect() {
  const { locale, changeLocale, api, session } = useShell();
  const t = useTranslate();
  return (
    <NativeSelect
      label={t(label)}
      value={locale}
      prefix={<GlobalOutlined />}
      onChange={(value) => {
        if (!isLocale(value)) return;
        changeLocale(value);
        storeAccountLanguage(api, session.getSnapshot(), value);
      }}
      options={LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value], lang: value }))}
      style={{ minWidth: 170 }}
    />
  );
}

import { PlainAlert, PlainButton } from '@cabinet/design/plain';
import { useTranslate } from '@cabinet/i18n';
import { useShell } from '../ShellContext';
import { clearOverrides } from '../remotes/overrides';

const messages = {
  title: /*i18n*/ { id: 'shell.override.title', message: 'Development override active' },
  body: /*i18n*/ { id: 'shell.override.body', message: 'This page loads {list} instead of the published version.' },
  remove: /*i18n*/ { id: 'shell.override.remove', message: 'Remove the override' },
};

/**
 * Visible on every page while a developer override is in force, so nobody mistakes a local build for
 * the published cabinet; one click removes it and reloads from the registry.
 */
export function RemoteOverrideBanner() {
  const t = useTranslate();
  const { overrides } = useShell();
  const entries = Object.entries(overrides);
  if (entries.length === 0) return null;
  const list = entries.map(([name, url]) => `${name} ← ${url}`).join(', ');
  return (
    <PlainAlert
      banner
      tone="warning"
      role="status"
      title={t(messages.title)}
      description={t(messages.body, { list })}
      action={
        <PlainButton
          onClick={() => {
            clearOverrides(localStorage);
            window.location.reload();
          }}
        >
          {t(messages.remove)}
        </PlainButton>
      }
    />
  );
}

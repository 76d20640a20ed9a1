import { useCallback, useState } from 'react';
import { readVersionConflict, type ConflictReader } from '@cabinet/api/core';
import { Alert, Button, Flex } from '@cabinet/design/core';
import { useTranslate } from '@cabinet/i18n';

const messages = {
  title: /*i18n*/ { id: 'toolkit.version.title', message: 'Someone else saved this in the meantime' },
  body: /*i18n*/ {
    id: 'toolkit.version.body',
    message: 'It was changed in another tab or by another person after you opened it, so your save was stopped. What you typed is still here.',
  },
  reload: /*i18n*/ { id: 'toolkit.version.reload', message: 'Load their version' },
  overwrite: /*i18n*/ { id: 'toolkit.version.overwrite', message: 'Save mine over it' },
};

export interface VersionConflict<T> {
  /** The entity as it is now stored, while a save is refused as stale; null otherwise. */
  current: T | null;
  /** Reads a failed save: true (and `current` set) when it was refused for a stale version. */
  detect(error: unknown): Promise<boolean>;
  clear(): void;
}

/**
 * The editor's side of optimistic concurrency (issue 14): a save carries the version it was based on,
 * and the API refuses a stale one 409 VERSION_CONFLICT with the stored entity. The editor keeps what
 * the user typed and shows VersionConflictAlert, which offers to load the stored version or to save
 * over it (the save again, with the stored version). `reader` is the domain's schema of the entity.
 */
export function useVersionConflict<T>(reader: ConflictReader<T>): VersionConflict<T> {
  const [current, setCurrent] = useState<T | null>(null);
  const detect = useCallback(
    async (error: unknown) => {
      const stored = await readVersionConflict(error, reader);
      setCurrent(stored);
      return stored !== null;
    },
    [reader],
  );
  const clear = useCallback(() => setCurrent(null), []);
  return { current, detect, clear };
}

/** What a refused stale save shows, in place of the form's failure: the two ways on. */
export function VersionConflictAlert({ onReload, onOverwrite, busy }: { onReload: () => void; onOverwrite: () => void; busy: boolean }) {
  const t = useTranslate();
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={t(messages.title)}
      description={
        <Flex vertical gap={8} align="flex-start">
          <span>{t(messages.body)}</span>
          <Flex gap={8} wrap>
            <Button onClick={onReload} disabled={busy}>
              {t(messages.reload)}
            </Button>
            <Button danger onClick={onOverwrite} loading={busy}>
              {t(messages.overwrite)}
            </Button>
          </Flex>
        </Flex>
      }
      style={{ marginBottom: 16 }}
    />
  );
}

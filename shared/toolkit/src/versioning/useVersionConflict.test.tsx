import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useApiClient } from '@cabinet/api/core';
import { Button } from '@cabinet/design/core';
import { renderScreen } from '@cabinet/contracts/testing';
import '../catalog';
import { useVersionConflict, VersionConflictAlert } from './useVersionConflict';

interface Note {
  text: string;
  version: number;
}

const noteReader = {
  safeParse(input: unknown): { success: true; data: Note } | { success: false } {
    if (typeof input === 'object' && input !== null && 'text' in input && 'version' in input && typeof input.text === 'string' && typeof input.version === 'number') {
      return { success: true, data: { text: input.text, version: input.version } };
    }
    return { success: false };
  },
};

/** The API's answer to the note's save. */
function answer(status: number, body: unknown) {
  return () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** An editor of one note whose save fails as told; it keeps what was typed. */
function NoteEditor({ saves }: { saves: Array<{ text: string; version: number }> }) {
  const api = useApiClient();
  const [text, setText] = useState('Typed by me');
  const [version, setVersion] = useState(1);
  const conflict = useVersionConflict(noteReader);
  return (
    <>
      <input aria-label="Note" value={text} onChange={(event) => setText(event.target.value)} />
      <Button onClick={() => void api.patch('notes/1', { json: { text, version } }).catch(conflict.detect)}>Save</Button>
      {conflict.current ? (
        <VersionConflictAlert
          busy={false}
          onReload={() => {
            setText(conflict.current?.text ?? '');
            setVersion(conflict.current?.version ?? version);
            conflict.clear();
          }}
          onOverwrite={() => {
            saves.push({ text, version: conflict.current?.version ?? version });
            conflict.clear();
          }}
        />
      ) : null}
      <span>Version {version}</span>
    </>
  );
}

configure({ asyncUtilTimeout: 5000 });

describe('useVersionConflict', () => {
  const stale = answer(409, { code: 'VERSION_CONFLICT', message: 'Someone saved this', current: { text: 'Saved by them', version: 2 } });

  it('keeps what was typed on a stale save and loads the stored version when asked', async () => {
    await renderScreen(<NoteEditor saves={[]} />, { route: 'flows', api: stale });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Someone else saved this in the meantime')).toBeInTheDocument();
    expect(screen.getByLabelText('Note')).toHaveValue('Typed by me');
    await userEvent.click(screen.getByRole('button', { name: 'Load their version' }));
    expect(screen.getByLabelText('Note')).toHaveValue('Saved by them');
    expect(screen.getByText('Version 2')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('saves mine over it with the stored version', async () => {
    const saves: Array<{ text: string; version: number }> = [];
    await renderScreen(<NoteEditor saves={saves} />, { route: 'flows', locale: 'ru', api: stale });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Сохранить мою поверх' }));
    expect(saves).toEqual([{ text: 'Typed by me', version: 2 }]);
  });

  it('ignores any other failure', async () => {
    await renderScreen(<NoteEditor saves={[]} />, { route: 'flows', api: answer(400, { code: 'VALIDATION_FAILED', message: 'No' }) });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});

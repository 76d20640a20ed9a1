import { useRef, useState } from 'react';
import { AUDIO_EXTENSIONS, AUDIO_MAX_BYTES, AUDIO_MAX_MB, isAudioFileName, type Call, type CallDetail, type CallState, type ItemOutcome } from '@cabinet/api/quality';
import { RouteLink, useRemoteProps, useRoute, useSearchParam } from '@cabinet/contracts';
import { ContentSkeleton, PageHeading, StatusTag, Surface, Typography, type Tone } from '@cabinet/design/core';
import { formatDate, useTranslate, type MessageDescriptor, type Translate } from '@cabinet/i18n';
import { LoadFailedAlert } from '@cabinet/toolkit/list';
import { useRemoval } from '@cabinet/toolkit/removal';
import { SmallTable, type SmallTableColumn } from '@cabinet/toolkit/small-table';
import { FailureText } from '../shared/LazyFailureText';
import { ScoredItems, type ScoredItemsTexts } from '../shared/ScoredItems';
import { useCall, useCalls, useDeleteCallMutation, useUploadCall } from '../api/calls';
import { NewReport } from './NewReport';

const messages = {
  intro: /*i18n*/ {
    id: 'quality.calls.intro',
    message: 'Upload your call recordings ({formats}; up to {mb} MB each). Each is transcribed and scored against your checklist, criterion by criterion.',
  },
  choose: /*i18n*/ { id: 'quality.calls.choose', message: 'Choose recordings to upload' },
  resumeHint: /*i18n*/ {
    id: 'quality.calls.resumeHint',
    message: 'Many files at once. An upload cut off by a lost connection or a reload goes on from where it stopped when you choose the same file again.',
  },
  uploads: /*i18n*/ { id: 'quality.calls.uploads', message: 'Uploads' },
  uploading: /*i18n*/ { id: 'quality.calls.uploading', message: 'Uploading {name}' },
  progress: /*i18n*/ { id: 'quality.calls.progress', message: '{percent}%' },
  uploaded: /*i18n*/ { id: 'quality.calls.uploaded', message: '{name}: uploaded' },
  wrongType: /*i18n*/ { id: 'quality.calls.wrongType', message: '{name}: file format incorrect. Allowed formats: {formats}' },
  tooLarge: /*i18n*/ { id: 'quality.calls.tooLarge', message: '{name}: larger than {mb} MB' },
  uploadFailed: /*i18n*/ { id: 'quality.calls.uploadFailed', message: '{name}: the upload stopped. Choose the file again to go on from where it stopped.' },
  table: /*i18n*/ { id: 'quality.calls.table', message: 'Uploaded calls' },
  name: /*i18n*/ { id: 'quality.calls.name', message: 'Recording' },
  duration: /*i18n*/ { id: 'quality.calls.duration', message: 'Duration' },
  state: /*i18n*/ { id: 'quality.calls.state', message: 'State' },
  score: /*i18n*/ { id: 'quality.calls.score', message: 'Score' },
  uploadedAt: /*i18n*/ { id: 'quality.calls.uploadedAt', message: 'Uploaded' },
  actions: /*i18n*/ { id: 'quality.calls.actions', message: 'Actions' },
  delete: /*i18n*/ { id: 'quality.calls.delete', message: 'Delete {name}' },
  deleteTitle: /*i18n*/ { id: 'quality.calls.deleteTitle', message: 'Delete the call {name}?' },
  deleteBody: /*i18n*/ { id: 'quality.calls.deleteBody', message: 'Its recording, transcript and scores are deleted.' },
  deleteOk: /*i18n*/ { id: 'quality.calls.deleteOk', message: 'Delete' },
  deleted: /*i18n*/ { id: 'quality.calls.deleted', message: 'The call is deleted' },
  deleteFailed: /*i18n*/ { id: 'quality.calls.deleteFailed', message: 'The call could not be deleted' },
  empty: /*i18n*/ { id: 'quality.calls.empty', message: 'No calls yet: choose recordings above to upload them.' },
  loading: /*i18n*/ { id: 'quality.calls.loading', message: 'Loading the calls…' },
  loadFailed: /*i18n*/ { id: 'quality.calls.loadFailed', message: 'The calls could not be loaded' },
  percent: /*i18n*/ { id: 'quality.calls.percent', message: '{score} of 100' },
  fatalFailed: /*i18n*/ { id: 'quality.calls.fatalFailed', message: '0: a fatal criterion missed' },
  noScore: /*i18n*/ { id: 'quality.calls.noScore', message: 'Not scored' },
  open: /*i18n*/ { id: 'quality.calls.open', message: 'Open {name}' },
  close: /*i18n*/ { id: 'quality.calls.close', message: 'Back to all calls' },
  callLoadFailed: /*i18n*/ { id: 'quality.calls.callLoadFailed', message: 'The call could not be loaded' },
  transcript: /*i18n*/ { id: 'quality.calls.transcript', message: 'Transcript' },
  byStandIn: /*i18n*/ {
    id: 'quality.calls.byStandIn',
    message: 'Transcribed by the local stand-in: it hears nothing and reads the script written into the recording’s metadata.',
  },
  byProvider: /*i18n*/ { id: 'quality.calls.byProvider', message: 'Transcribed by the speech-to-text service.' },
  noSpeechText: /*i18n*/ { id: 'quality.calls.noSpeechText', message: 'No speech recognised in this recording, so there is nothing to score.' },
  waitingText: /*i18n*/ { id: 'quality.calls.waitingText', message: 'The recording is being transcribed; this page updates when it is done.' },
  failedText: /*i18n*/ { id: 'quality.calls.failedText', message: 'The recording could not be transcribed: {reason}' },
  failedLead: /*i18n*/ { id: 'quality.calls.failedLead', message: 'The recording could not be transcribed.' },
  scoring: /*i18n*/ { id: 'quality.calls.scoring', message: 'Scoring' },
  scoredSummary: /*i18n*/ { id: 'quality.calls.scoredSummary', message: 'Score {score} of 100 against version {version} of the checklist.' },
  scoredFatal: /*i18n*/ { id: 'quality.calls.scoredFatal', message: 'Failed: a fatal criterion was missed (score 0), against version {version} of the checklist.' },
  scoredNone: /*i18n*/ { id: 'quality.calls.scoredNone', message: 'No criterion applied to this call, against version {version} of the checklist.' },
  byRules: /*i18n*/ {
    id: 'quality.calls.byRules',
    message: 'Scored by the local rules: a criterion’s words found in a line meet it; they match words and understand nothing.',
  },
  byModel: /*i18n*/ { id: 'quality.calls.byModel', message: 'Scored by the language model against each criterion, quoting the lines it rests on.' },
  noChecklist: /*i18n*/ { id: 'quality.calls.noChecklist', message: 'Not scored: there was no checklist when it was transcribed.' },
  itemsTable: /*i18n*/ { id: 'quality.calls.itemsTable', message: 'Criteria of the call' },
  criterion: /*i18n*/ { id: 'quality.calls.criterion', message: 'Criterion' },
  weight: /*i18n*/ { id: 'quality.calls.weight', message: 'Weight' },
  outcome: /*i18n*/ { id: 'quality.calls.outcome', message: 'Outcome' },
  quote: /*i18n*/ { id: 'quality.calls.quote', message: 'Quoted line' },
  noQuote: /*i18n*/ { id: 'quality.calls.noQuote', message: 'No line' },
  fatal: /*i18n*/ { id: 'quality.calls.fatal', message: 'Fatal' },
};

const STATES: Record<CallState, { tone: Tone; label: MessageDescriptor }> = {
  uploaded: { tone: 'info', label: /*i18n*/ { id: 'quality.calls.state.uploaded', message: 'Waiting for transcription' } },
  transcribing: { tone: 'info', label: /*i18n*/ { id: 'quality.calls.state.transcribing', message: 'Transcribing' } },
  transcribed: { tone: 'success', label: /*i18n*/ { id: 'quality.calls.state.transcribed', message: 'Transcribed' } },
  noSpeech: { tone: 'neutral', label: /*i18n*/ { id: 'quality.calls.state.noSpeech', message: 'No speech recognised' } },
  failed: { tone: 'danger', label: /*i18n*/ { id: 'quality.calls.state.failed', message: 'Failed' } },
};

const OUTCOMES: Record<ItemOutcome, MessageDescriptor> = {
  passed: /*i18n*/ { id: 'quality.calls.outcome.passed', message: 'Met' },
  failed: /*i18n*/ { id: 'quality.calls.outcome.failed', message: 'Missed' },
  notApplicable: /*i18n*/ { id: 'quality.calls.outcome.notApplicable', message: 'Does not apply' },
};

/** The criteria table's words, this screen's. */
const SCORED_TEXTS: ScoredItemsTexts = {
  table: messages.itemsTable,
  criterion: messages.criterion,
  weight: messages.weight,
  outcome: messages.outcome,
  quote: messages.quote,
  noQuote: messages.noQuote,
  fatal: messages.fatal,
  outcomes: OUTCOMES,
};

const FORMATS = AUDIO_EXTENSIONS.join(', ');
const ACCEPT = AUDIO_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** m:ss (h:mm:ss past an hour); a dash where the file did not say. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '—';
  const whole = Math.round(seconds);
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const pad = (value: number) => String(value).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** /calls: uploaded call recordings, many at once over tus, each transcribed and scored (issue 34). */
export function CallsScreen() {
  const route = useRoute();
  const open = useSearchParam('call');
  return (
    <section>
      <PageHeading title={route.title} />
      {open ? (
        <CallView id={open} />
      ) : (
        <>
          <CallList />
          <NewReport />
        </>
      )}
    </section>
  );
}

type UploadRow = { key: string; name: string } & (
  | { status: 'uploading'; sent: number; total: number }
  | { status: 'done' }
  | { status: 'wrongType' }
  | { status: 'tooLarge' }
  | { status: 'failed' }
);

function Uploader() {
  const t = useTranslate();
  const upload = useUploadCall();
  const [rows, setRows] = useState<UploadRow[]>([]);
  const counter = useRef(0);
  const update = (next: UploadRow) => setRows((current) => current.map((existing) => (existing.key === next.key ? next : existing)));

  function start(files: readonly File[]) {
    const added: UploadRow[] = files.map((file) => {
      counter.current += 1;
      const key = `${counter.current}`;
      if (!isAudioFileName(file.name)) return { key, name: file.name, status: 'wrongType' };
      if (file.size > AUDIO_MAX_BYTES) return { key, name: file.name, status: 'tooLarge' };
      return { key, name: file.name, status: 'uploading', sent: 0, total: file.size };
    });
    setRows((current) => [...added, ...current]);
    added.forEach((row, index) => {
      const file = files[index];
      if (row.status !== 'uploading' || !file) return;
      const { key, name } = row;
      void upload(file, {
        onProgress: (sent, total) => update({ key, name, status: 'uploading', sent, total }),
        onDone: () => update({ key, name, status: 'done' }),
        onRefused: (status) => update({ key, name, status: status === 415 ? 'wrongType' : status === 413 ? 'tooLarge' : 'failed' }),
      }).catch(() => update({ key, name, status: 'failed' }));
    });
  }

  return (
    <Surface style={{ marginBottom: 16 }}>
      <Typography.Paragraph>{t(messages.intro, { formats: FORMATS, mb: AUDIO_MAX_MB })}</Typography.Paragraph>
      <label style={{ display: 'inline-flex', flexDirection: 'column', gap: 4 }}>
        <span style={{ fontWeight: 600 }}>{t(messages.choose)}</span>
        <input
          type="file"
          multiple
          accept={ACCEPT}
          onChange={(event) => {
            start(Array.from(event.currentTarget.files ?? []));
            event.currentTarget.value = '';
          }}
        />
      </label>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {t(messages.resumeHint)}
      </Typography.Paragraph>
      {rows.length > 0 ? (
        <ul aria-label={t(messages.uploads)} style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
          {rows.map((row) => (
            <li key={row.key}>
              <UploadLine row={row} />
            </li>
          ))}
        </ul>
      ) : null}
    </Surface>
  );
}

function UploadLine({ row }: { row: UploadRow }) {
  const t = useTranslate();
  switch (row.status) {
    case 'uploading': {
      const label = t(messages.uploading, { name: row.name });
      const percent = row.total > 0 ? Math.floor((100 * row.sent) / row.total) : 0;
      return (
        <span style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
          <span>{label}</span>
          <progress aria-label={label} max={100} value={percent} />
          <span>{t(messages.progress, { percent })}</span>
        </span>
      );
    }
    case 'done':
      return <span role="status">{t(messages.uploaded, { name: row.name })}</span>;
    case 'wrongType':
      return <Typography.Text type="danger">{t(messages.wrongType, { name: row.name, formats: FORMATS })}</Typography.Text>;
    case 'tooLarge':
      return <Typography.Text type="danger">{t(messages.tooLarge, { name: row.name, mb: AUDIO_MAX_MB })}</Typography.Text>;
    case 'failed':
      return <Typography.Text type="danger">{t(messages.uploadFailed, { name: row.name })}</Typography.Text>;
  }
}

function scoreText(t: Translate, call: Call): string {
  if (call.checklistVersion === null) return t(messages.noScore);
  if (call.fatalFailed) return t(messages.fatalFailed);
  return call.score === null ? t(messages.noScore) : t(messages.percent, { score: call.score });
}

function CallList() {
  const t = useTranslate();
  const calls = useCalls();
  const removal = useRemoval({
    mutation: useDeleteCallMutation(),
    removed: () => t(messages.deleted),
    failed: t(messages.deleteFailed),
    confirm: { title: (call: Call) => t(messages.deleteTitle, { name: call.fileName }), body: t(messages.deleteBody), ok: t(messages.deleteOk) },
  });
  const columns: SmallTableColumn<Call>[] = [
    {
      key: 'name',
      title: t(messages.name),
      render: (call) => (
        <RouteLink to="calls" search={`?call=${encodeURIComponent(call.id)}`}>
          <span aria-label={t(messages.open, { name: call.fileName })}>{call.fileName}</span>
        </RouteLink>
      ),
    },
    { key: 'duration', title: t(messages.duration), numeric: true, render: (call) => formatDuration(call.durationSeconds) },
    { key: 'state', title: t(messages.state), render: (call) => <StatusTag tone={STATES[call.state].tone}>{t(STATES[call.state].label)}</StatusTag> },
    { key: 'score', title: t(messages.score), render: (call) => scoreText(t, call) },
    { key: 'uploadedAt', title: t(messages.uploadedAt), render: (call) => <UploadedAt iso={call.createdAt} /> },
    {
      key: 'actions',
      title: t(messages.actions),
      render: (call) => (
        <button type="button" onClick={() => removal.ask(call)} disabled={removal.pending}>
          {t(messages.delete, { name: call.fileName })}
        </button>
      ),
    },
  ];
  return (
    <>
      <Uploader />
      {calls.isError ? <LoadFailedAlert title={t(messages.loadFailed)} onRetry={() => calls.refetch()} retrying={calls.isFetching} /> : null}
      {calls.data === undefined ? (
        calls.isError ? null : <ContentSkeleton label={t(messages.loading)} />
      ) : calls.data.length === 0 ? (
        <Typography.Paragraph>{t(messages.empty)}</Typography.Paragraph>
      ) : (
        <SmallTable label={t(messages.table)} columns={columns} rows={calls.data} />
      )}
      {removal.dialog}
    </>
  );
}

function UploadedAt({ iso }: { iso: string }) {
  const { locale } = useRemoteProps();
  return <>{formatDate(iso, locale)}</>;
}

function CallView({ id }: { id: string }) {
  const t = useTranslate();
  const call = useCall(id);
  return (
    <>
      <p>
        <RouteLink to="calls">{t(messages.close)}</RouteLink>
      </p>
      {call.isError ? <LoadFailedAlert title={t(messages.callLoadFailed)} onRetry={() => call.refetch()} retrying={call.isFetching} /> : null}
      {call.data ? <CallDetails call={call.data} /> : call.isError ? null : <ContentSkeleton label={t(messages.loading)} />}
    </>
  );
}

function CallDetails({ call }: { call: CallDetail }) {
  const t = useTranslate();
  const state = STATES[call.state];
  return (
    <Surface>
      <Typography.Title level={2} style={{ fontSize: 20 }}>
        {call.fileName}
      </Typography.Title>
      <p style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
        <StatusTag tone={state.tone}>{t(state.label)}</StatusTag>
        <span>
          {t(messages.duration)}: {formatDuration(call.durationSeconds)}
        </span>
      </p>
      {call.state === 'uploaded' || call.state === 'transcribing' ? <p role="status">{t(messages.waitingText)}</p> : null}
      {call.state === 'noSpeech' ? <p>{t(messages.noSpeechText)}</p> : null}
      {call.state === 'failed' ? (
        <FailureText kind={call.failureKind} detail={call.failureReason} lead={messages.failedLead} legacy={t(messages.failedText, { reason: call.failureReason ?? '' })} />
      ) : null}
      {call.transcript !== null ? (
        <>
          <Typography.Title level={3} style={{ fontSize: 16 }}>
            {t(messages.transcript)}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t(call.transcribedBy === 'standIn' ? messages.byStandIn : messages.byProvider)}</Typography.Paragraph>
          <div style={{ whiteSpace: 'pre-wrap', marginBottom: 16 }}>{call.transcript}</div>
          <Typography.Title level={3} style={{ fontSize: 16 }}>
            {t(messages.scoring)}
          </Typography.Title>
          {call.checklistVersion === null ? <p>{t(messages.noChecklist)}</p> : <Scoring call={call} />}
        </>
      ) : null}
    </Surface>
  );
}

function Scoring({ call }: { call: CallDetail }) {
  const t = useTranslate();
  const version = call.checklistVersion ?? 0;
  const summary = call.fatalFailed
    ? t(messages.scoredFatal, { version })
    : call.score === null
      ? t(messages.scoredNone, { version })
      : t(messages.scoredSummary, { score: call.score, version });
  return (
    <>
      <p style={{ fontWeight: 600 }}>{summary}</p>
      <Typography.Paragraph type="secondary">{t(call.scoredBy === 'openAiCompatible' ? messages.byModel : messages.byRules)}</Typography.Paragraph>
      <ScoredItems items={call.items} texts={SCORED_TEXTS} />
    </>
  );
}

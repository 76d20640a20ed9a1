import { useEffect, useMemo, useRef, useState } from 'react';
import {
  checkRecipientCount,
  DISTRIBUTION_MAX_RECIPIENTS,
  DISTRIBUTION_RECOMMENDED_INTERVAL_HOURS,
  DISTRIBUTION_SPLIT_MAX_PARTS,
  splitCount,
  type DistributionClientFilter,
} from '@cabinet/api/distributions';
import { useSession } from '@cabinet/contracts';
import { Alert, Button, Flex, NativeSelect, Typography } from '@cabinet/design/core';
import { InputNumber, Radio } from '@cabinet/design/choices';
import { Select } from '@cabinet/design/select';
import { Table } from '@cabinet/design/table';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { useDebouncedValue } from '@cabinet/toolkit/list';
import { useAudienceCount, useCheckBlacklistMutation } from '../../api/distributions';
import { distributionRuleMessage } from '../../shared/ruleMessages';
import { DELIMITERS, ENCODINGS, isSpreadsheet, markBlacklisted, PREVIEW_ROWS, uploadRows, type Delimiter, type Encoding, type ListRow, type ParsedList, type RowProblem } from './audience/parseList';
import { readList } from './audience/readList';
import { countryOfId, type DraftAudience } from './draft';
import type { StepProps } from './DistributionWizard';

const messages = {
  source: /*i18n*/ { id: 'distributions.audience.source', message: 'Who gets the message' },
  fromList: /*i18n*/ { id: 'distributions.audience.fromList', message: 'Upload a list' },
  fromClients: /*i18n*/ { id: 'distributions.audience.fromClients', message: 'Choose from my clients' },
  file: /*i18n*/ { id: 'distributions.audience.file', message: 'List file (CSV or Excel)' },
  fileHint: /*i18n*/ { id: 'distributions.audience.fileHint', message: 'First column: name (optional). Second column: phone (required). Up to {max, number} clients at once.' },
  delimiter: /*i18n*/ { id: 'distributions.audience.delimiter', message: 'Delimiter' },
  encoding: /*i18n*/ { id: 'distributions.audience.encoding', message: 'Encoding' },
  auto: /*i18n*/ { id: 'distributions.audience.auto', message: 'Detect' },
  comma: /*i18n*/ { id: 'distributions.audience.comma', message: 'Comma' },
  semicolon: /*i18n*/ { id: 'distributions.audience.semicolon', message: 'Semicolon' },
  tab: /*i18n*/ { id: 'distributions.audience.tab', message: 'Tab' },
  pipe: /*i18n*/ { id: 'distributions.audience.pipe', message: 'Vertical bar' },
  reading: /*i18n*/ { id: 'distributions.audience.reading', message: 'Reading the file' },
  checking: /*i18n*/ { id: 'distributions.audience.checking', message: 'Checking the blacklist…' },
  readFailed: /*i18n*/ { id: 'distributions.audience.readFailed', message: 'The file could not be read: save it as CSV or XLSX and try again' },
  checkFailed: /*i18n*/ { id: 'distributions.audience.checkFailed', message: 'The blacklist could not be checked: blacklisted numbers will still be skipped when sending' },
  read: /*i18n*/ { id: 'distributions.audience.read', message: 'Read {encoding}, delimiter “{delimiter}”.' },
  counts: /*i18n*/ { id: 'distributions.audience.counts', message: 'Rows: {total, number}. Valid: {valid, number}.' },
  invalidRows: /*i18n*/ { id: 'distributions.audience.invalidRows', message: 'Rows that will not get the message' },
  validRows: /*i18n*/ { id: 'distributions.audience.validRows', message: 'First valid rows' },
  line: /*i18n*/ { id: 'distributions.audience.line', message: 'Line' },
  name: /*i18n*/ { id: 'distributions.audience.name', message: 'Name' },
  phone: /*i18n*/ { id: 'distributions.audience.phone', message: 'Phone' },
  reason: /*i18n*/ { id: 'distributions.audience.reason', message: 'Reason' },
  more: /*i18n*/ { id: 'distributions.audience.more', message: 'The first {shown, number} of {count, number} are shown.' },
  truncated: /*i18n*/ { id: 'distributions.audience.truncated', message: 'The file has more rows than a list can: only the first ones were read.' },
  kept: /*i18n*/ { id: 'distributions.audience.kept', message: 'Saved list: {fileName}, {count, number} numbers.' },
  keptSplit: /*i18n*/ { id: 'distributions.audience.keptSplit', message: 'Saved list: {fileName}, {count, number} numbers, split into {parts, number} mailings.' },
  tooMany: /*i18n*/ { id: 'distributions.audience.tooMany', message: 'This list has {count, number} numbers: a mailing can have at most {max, number} at once' },
  splitOffer: /*i18n*/ {
    id: 'distributions.audience.splitOffer',
    message: 'Split it into {parts, number} mailings of at most {max, number}, each starting at least {hours} hours after the previous one, as recommended. Each is saved as a draft for you to start.',
  },
  split: /*i18n*/ { id: 'distributions.audience.split', message: 'Split into {parts, number} mailings' },
  splitTooLong: /*i18n*/ {
    id: 'distributions.audience.splitTooLong',
    message: 'A list can be split into at most {parts, number} mailings ({count, number} numbers): divide the file and upload each part in its own mailing.',
  },
  splitNew: /*i18n*/ { id: 'distributions.audience.splitNew', message: 'Upload at most {max, number} numbers to this mailing; a new mailing can split a longer list.' },
  locked: /*i18n*/ { id: 'distributions.audience.locked', message: 'The recipients can change only before the mailing starts: {count, number} recipients.' },
  categories: /*i18n*/ { id: 'distributions.audience.categories', message: 'Client categories' },
  anyCategory: /*i18n*/ { id: 'distributions.audience.anyCategory', message: 'Any category' },
  lastVisitFrom: /*i18n*/ { id: 'distributions.audience.lastVisitFrom', message: 'Last visit, at least days ago' },
  lastVisitTo: /*i18n*/ { id: 'distributions.audience.lastVisitTo', message: 'Last visit, at most days ago' },
  visitsMin: /*i18n*/ { id: 'distributions.audience.visitsMin', message: 'Visits, at least' },
  visitsMax: /*i18n*/ { id: 'distributions.audience.visitsMax', message: 'Visits, at most' },
  spentMin: /*i18n*/ { id: 'distributions.audience.spentMin', message: 'Money spent, at least' },
  spentMax: /*i18n*/ { id: 'distributions.audience.spentMax', message: 'Money spent, at most' },
  matching: /*i18n*/ { id: 'distributions.audience.matching', message: 'Clients with a valid phone matching the filter: {count, number}' },
  back: /*i18n*/ { id: 'distributions.wizard.back', message: 'Back' },
  next: /*i18n*/ { id: 'distributions.wizard.next', message: 'Next' },
};

const PROBLEM_LABELS: Record<RowProblem, MessageDescriptor> = {
  noPhone: /*i18n*/ { id: 'distributions.audience.problem.noPhone', message: 'No phone' },
  invalidPhone: /*i18n*/ { id: 'distributions.audience.problem.invalidPhone', message: 'Phone not valid for the country' },
  duplicate: /*i18n*/ { id: 'distributions.audience.problem.duplicate', message: 'Duplicate' },
  blacklisted: /*i18n*/ { id: 'distributions.audience.problem.blacklisted', message: 'Blacklisted: will be skipped' },
};

const PROBLEMS: readonly RowProblem[] = ['noPhone', 'invalidPhone', 'duplicate', 'blacklisted'];

const DELIMITER_LABELS: Record<Delimiter, MessageDescriptor> = {
  auto: messages.auto,
  ',': messages.comma,
  ';': messages.semicolon,
  '\t': messages.tab,
  '|': messages.pipe,
};

const ENCODING_LABELS: Record<Encoding, string | MessageDescriptor> = { auto: messages.auto, 'utf-8': 'UTF-8', 'windows-1251': 'Windows-1251' };


/**
 * Step 2: the recipients. An uploaded CSV or Excel list, read in the browser and previewed row by row
 * (each invalid row with its reason, the counts, a progress bar while it is read and checked), or the
 * account's clients by filter with their live count. At least 3 valid numbers, at most 2,000.
 */
export function AudienceStep({ draft, update, saved, go, options }: StepProps) {
  const t = useTranslate();
  const locked = saved !== null && saved.status !== 'inQueue';
  const [source, setSource] = useState<DraftAudience['source']>(draft.audience?.source ?? saved?.audienceSource ?? 'list');

  if (locked && saved) {
    return (
      <Flex vertical gap={16} align="start">
        <Alert type="info" showIcon title={t(messages.locked, { count: saved.recipients })} />
        <StepButtons onBack={() => go('message')} onNext={() => go('schedule')} />
      </Flex>
    );
  }

  return (
    <Flex vertical gap={16} style={{ maxWidth: 960 }}>
      <Radio.Group
        aria-label={t(messages.source)}
        optionType="button"
        value={source}
        onChange={(event) => setSource(event.target.value === 'clients' ? 'clients' : 'list')}
        options={[
          { value: 'list', label: t(messages.fromList) },
          { value: 'clients', label: t(messages.fromClients) },
        ]}
      />
      {source === 'list' ? <ListUpload draft={draft} update={update} saved={saved} go={go} /> : <ClientPicker draft={draft} update={update} go={go} categories={options.clientCategories} />}
    </Flex>
  );
}

function StepButtons({ onBack, onNext, nextDisabled = false }: { onBack: () => void; onNext: () => void; nextDisabled?: boolean }) {
  const t = useTranslate();
  return (
    <Flex gap={8}>
      <Button onClick={onBack}>{t(messages.back)}</Button>
      <Button type="primary" onClick={onNext} disabled={nextDisabled}>
        {t(messages.next)}
      </Button>
    </Flex>
  );
}

type Reading = { phase: 'idle' } | { phase: 'reading'; share: number } | { phase: 'checking' } | { phase: 'failed' } | { phase: 'done'; list: ParsedList; checkFailed: boolean };

function ListUpload({ draft, update, saved, go }: Pick<StepProps, 'draft' | 'update' | 'saved' | 'go'>) {
  const t = useTranslate();
  const session = useSession();
  const countryId = session.status === 'authenticated' ? session.user.countryId : 1;
  const country = countryOfId(countryId);
  const [file, setFile] = useState<File | null>(null);
  const [delimiter, setDelimiter] = useState<Delimiter>('auto');
  const [encoding, setEncoding] = useState<Encoding>('auto');
  const [reading, setReading] = useState<Reading>({ phase: 'idle' });
  const check = useCheckBlacklistMutation();
  const { mutateAsync: checkBlacklist } = check;
  const run = useRef(0);

  // Reading again whenever the file, the delimiter or the encoding changes; an older reading is dropped.
  useEffect(() => {
    if (!file) return;
    const current = ++run.current;
    const controller = new AbortController();
    const read = async () => {
      setReading({ phase: 'reading', share: 0 });
      const progress = { country, countryId, signal: controller.signal, onProgress: (share: number) => run.current === current && setReading({ phase: 'reading', share }) };
      const parsed = await readList(file, { delimiter, encoding }, progress);
      if (run.current !== current) return;
      const sendable = parsed.counts.valid + parsed.counts.blacklisted;
      if (sendable === 0 || splitCount(sendable) > DISTRIBUTION_SPLIT_MAX_PARTS) {
        setReading({ phase: 'done', list: parsed, checkFailed: false });
        return;
      }
      setReading({ phase: 'checking' });
      try {
        // The check takes 2,000 phones a call: a list to split is checked part by part.
        const phones = uploadRows(parsed).map((row) => row.phone);
        const blacklisted: string[] = [];
        for (let from = 0; from < phones.length; from += DISTRIBUTION_MAX_RECIPIENTS) {
          blacklisted.push(...(await checkBlacklist(phones.slice(from, from + DISTRIBUTION_MAX_RECIPIENTS))));
          if (run.current !== current) return;
        }
        if (run.current === current) setReading({ phase: 'done', list: markBlacklisted(parsed, new Set(blacklisted)), checkFailed: false });
      } catch {
        if (run.current === current) setReading({ phase: 'done', list: parsed, checkFailed: true });
      }
    };
    read().catch((error: unknown) => {
      if (run.current === current && !(error instanceof DOMException && error.name === 'AbortError')) setReading({ phase: 'failed' });
    });
    return () => controller.abort();
  }, [file, delimiter, encoding, country, countryId, checkBlacklist]);

  const done = reading.phase === 'done' ? reading.list : null;
  const receiving = done ? done.counts.valid : 0;
  const sendable = done ? done.counts.valid + done.counts.blacklisted : 0;
  const rule = done ? (checkRecipientCount(sendable) === 'distribution.recipients.tooMany' ? 'distribution.recipients.tooMany' : checkRecipientCount(receiving)) : null;
  const keptList = draft.audience?.source === 'list' ? draft.audience : null;

  // A list longer than one mailing can take: a new mailing offers to split it (at most 10 parts).
  const split = () => {
    if (!done || !file) return;
    update({ audience: { source: 'list', fileName: file.name, rows: uploadRows(done), blacklisted: done.counts.blacklisted } });
    go('schedule');
  };

  const next = () => {
    if (done && file && rule === null) {
      update({ audience: { source: 'list', fileName: file.name, rows: uploadRows(done), blacklisted: done.counts.blacklisted } });
      go('schedule');
    } else if (!done && (keptList || saved)) go('schedule');
  };

  return (
    <Flex vertical gap={16}>
      <Flex vertical gap={4}>
        <label htmlFor="distribution-list-file">
          <Typography.Text strong>{t(messages.file)}</Typography.Text>
        </label>
        <input id="distribution-list-file" type="file" accept=".csv,.txt,.xlsx,text/csv" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
        <Typography.Text type="secondary">{t(messages.fileHint, { max: DISTRIBUTION_MAX_RECIPIENTS })}</Typography.Text>
      </Flex>
      {done && rule === 'distribution.recipients.tooMany' ? <TooManyAlert count={sendable} canSplit={saved === null} onSplit={split} /> : null}
      {file && !isSpreadsheet(file.name) ? (
        <Flex gap={16} wrap>
          <LabelledSelect
            label={t(messages.delimiter)}
            value={delimiter}
            onChange={(value) => setDelimiter(DELIMITERS.find((each) => each === value) ?? 'auto')}
            options={DELIMITERS.map((each) => ({ value: each, label: t(DELIMITER_LABELS[each]) }))}
          />
          <LabelledSelect
            label={t(messages.encoding)}
            value={encoding}
            onChange={(value) => setEncoding(ENCODINGS.find((each) => each === value) ?? 'auto')}
            options={ENCODINGS.map((each) => {
              const label = ENCODING_LABELS[each];
              return { value: each, label: typeof label === 'string' ? label : t(label) };
            })}
          />
        </Flex>
      ) : null}
      {reading.phase === 'reading' ? (
        <Flex gap={8} align="center">
          <progress max={100} value={Math.round(reading.share * 100)} aria-label={t(messages.reading)} />
          <span>{`${Math.round(reading.share * 100)}%`}</span>
        </Flex>
      ) : null}
      {reading.phase === 'checking' ? (
        <Flex gap={8} align="center">
          <progress aria-label={t(messages.checking)} />
          <span>{t(messages.checking)}</span>
        </Flex>
      ) : null}
      {reading.phase === 'failed' ? <Alert type="error" showIcon role="alert" title={t(messages.readFailed)} /> : null}
      {reading.phase === 'done' && reading.checkFailed ? <Alert type="warning" showIcon title={t(messages.checkFailed)} /> : null}
      {done ? <Preview list={done} /> : null}
      {!file && keptList ? (
        <Typography.Text>
          {keptList.rows.length > DISTRIBUTION_MAX_RECIPIENTS
            ? t(messages.keptSplit, { fileName: keptList.fileName, count: keptList.rows.length, parts: splitCount(keptList.rows.length) })
            : t(messages.kept, { fileName: keptList.fileName, count: keptList.rows.length })}
        </Typography.Text>
      ) : null}
      {!file && !keptList && saved?.audienceSource === 'list' ? <Typography.Text>{t(messages.kept, { fileName: saved.fileName ?? '', count: saved.recipients })}</Typography.Text> : null}
      {rule && rule !== 'distribution.recipients.tooMany' ? <Alert type="error" showIcon role="alert" title={t(distributionRuleMessage(rule).descriptor, distributionRuleMessage(rule).values)} /> : null}
      <StepButtons onBack={() => go('message')} onNext={next} nextDisabled={done ? rule !== null : !(keptList || saved)} />
    </Flex>
  );
}

/**
 * A list over 2,000, said before its preview: how many it has, and for a new mailing the offer to split it
 * into mailings of at most 2,000 started 5 hours apart (spec section 9), or why it cannot be.
 */
function TooManyAlert({ count, canSplit, onSplit }: { count: number; canSplit: boolean; onSplit: () => void }) {
  const t = useTranslate();
  const max = DISTRIBUTION_MAX_RECIPIENTS;
  const parts = splitCount(count);
  const splittable = canSplit && parts <= DISTRIBUTION_SPLIT_MAX_PARTS;
  const description = !canSplit
    ? t(messages.splitNew, { max })
    : splittable
      ? t(messages.splitOffer, { parts, max, hours: DISTRIBUTION_RECOMMENDED_INTERVAL_HOURS })
      : t(messages.splitTooLong, { parts: DISTRIBUTION_SPLIT_MAX_PARTS, count: DISTRIBUTION_SPLIT_MAX_PARTS * max });
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={t(messages.tooMany, { count, max })}
      description={
        <Flex vertical gap={8} align="start">
          <span>{description}</span>
          {splittable ? (
            <Button type="primary" onClick={onSplit}>
              {t(messages.split, { parts })}
            </Button>
          ) : null}
        </Flex>
      }
    />
  );
}

function Preview({ list }: { list: ParsedList }) {
  const t = useTranslate();
  const problems = useMemo(() => list.rows.filter((row) => row.problem !== null), [list]);
  const valid = useMemo(() => list.rows.filter((row) => row.problem === null).slice(0, 10), [list]);
  const columns = [
    { key: 'line', title: t(messages.line), dataIndex: 'line' },
    { key: 'name', title: t(messages.name), dataIndex: 'name' },
    { key: 'phone', title: t(messages.phone), render: (_: unknown, row: ListRow) => row.phone ?? row.rawPhone },
  ];
  return (
    <Flex vertical gap={12}>
      {list.delimiter !== null && list.encoding !== null ? (
        <Typography.Text type="secondary">{t(messages.read, { encoding: list.encoding === 'utf-8' ? 'UTF-8' : 'Windows-1251', delimiter: list.delimiter === '\t' ? t(messages.tab) : list.delimiter })}</Typography.Text>
      ) : null}
      <Typography.Text strong>{t(messages.counts, { total: list.counts.total, valid: list.counts.valid })}</Typography.Text>
      <ul aria-label={t(messages.invalidRows)} style={{ margin: 0 }}>
        {PROBLEMS.map((problem) => (
          <li key={problem}>
            {t(PROBLEM_LABELS[problem])}: {list.counts[problem]}
          </li>
        ))}
      </ul>
      {list.truncated ? <Alert type="warning" showIcon title={t(messages.truncated)} /> : null}
      {problems.length > 0 ? (
        <>
          <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
            {t(messages.invalidRows)}
          </Typography.Title>
          <Table<ListRow>
            aria-label={t(messages.invalidRows)}
            size="small"
            rowKey="line"
            pagination={false}
            dataSource={problems.slice(0, PREVIEW_ROWS)}
            columns={[...columns, { key: 'reason', title: t(messages.reason), render: (_: unknown, row: ListRow) => (row.problem ? t(PROBLEM_LABELS[row.problem]) : '') }]}
          />
          {list.counts.total - list.counts.valid > PREVIEW_ROWS ? <Typography.Text type="secondary">{t(messages.more, { shown: PREVIEW_ROWS, count: list.counts.total - list.counts.valid })}</Typography.Text> : null}
        </>
      ) : null}
      {valid.length > 0 ? (
        <>
          <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
            {t(messages.validRows)}
          </Typography.Title>
          <Table<ListRow> aria-label={t(messages.validRows)} size="small" rowKey="line" pagination={false} dataSource={valid} columns={columns} />
        </>
      ) : null}
    </Flex>
  );
}

function ClientPicker({ draft, update, go, categories }: Pick<StepProps, 'draft' | 'update' | 'go'> & { categories: readonly string[] }) {
  const t = useTranslate();
  const initial = draft.audience?.source === 'clients' ? draft.audience.filter : {};
  const [filter, setFilter] = useState<DistributionClientFilter>(initial);
  const debounced = useDebouncedValue(filter, 400);
  const count = useAudienceCount(debounced);
  const rule = count.data === undefined ? null : checkRecipientCount(count.data);
  const range = (key: 'lastVisitDaysAgo' | 'visitCount' | 'moneySpent', end: 'min' | 'max', label: MessageDescriptor) => (
    <Flex vertical gap={4}>
      <label htmlFor={`audience-${key}-${end}`}>{t(label)}</label>
      <InputNumber
        id={`audience-${key}-${end}`}
        min={0}
        value={filter[key]?.[end] ?? null}
        onChange={(value) => setFilter((current) => ({ ...current, [key]: { ...current[key], [end]: typeof value === 'number' ? value : null } }))}
      />
    </Flex>
  );
  const next = () => {
    if (rule !== null || count.data === undefined) return;
    update({ audience: { source: 'clients', filter } });
    go('schedule');
  };
  return (
    <Flex vertical gap={16}>
      <Flex vertical gap={4}>
        <label htmlFor="audience-categories">{t(messages.categories)}</label>
        <Select
          id="audience-categories"
          mode="multiple"
          allowClear
          placeholder={t(messages.anyCategory)}
          value={filter.clientCategoryIds ?? []}
          onChange={(ids: string[]) => setFilter((current) => ({ ...current, clientCategoryIds: ids }))}
          options={categories.map((id) => ({ value: id, label: id }))}
          style={{ maxWidth: 420 }}
        />
      </Flex>
      <Flex gap={16} wrap>
        {range('lastVisitDaysAgo', 'min', messages.lastVisitFrom)}
        {range('lastVisitDaysAgo', 'max', messages.lastVisitTo)}
        {range('visitCount', 'min', messages.visitsMin)}
        {range('visitCount', 'max', messages.visitsMax)}
        {range('moneySpent', 'min', messages.spentMin)}
        {range('moneySpent', 'max', messages.spentMax)}
      </Flex>
      <Typography.Text strong aria-live="polite">
        {t(messages.matching, { count: count.data ?? '…' })}
      </Typography.Text>
      {rule ? <Alert type="error" showIcon role="alert" title={t(distributionRuleMessage(rule).descriptor, distributionRuleMessage(rule).values)} /> : null}
      <StepButtons onBack={() => go('message')} onNext={next} nextDisabled={rule !== null || count.data === undefined} />
    </Flex>
  );
}

/** The browser's select with its name written above it (NativeSelect names itself by aria-label). */
function LabelledSelect(props: Parameters<typeof NativeSelect>[0]) {
  return (
    <Flex vertical gap={4}>
      <Typography.Text aria-hidden>{props.label}</Typography.Text>
      <NativeSelect {...props} />
    </Flex>
  );
}

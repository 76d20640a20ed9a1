import type { ItemOutcome, ScoredItem } from '@cabinet/api/quality';
import { StatusTag, Typography, type Tone } from '@cabinet/design/core';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { SmallTable, type SmallTableColumn } from '@cabinet/toolkit/small-table';

/**
 * What the criteria table says, in the words of the screen that draws it (a call's, a chat's): the texts stay
 * in that screen's catalogue, which loads with it.
 */
export interface ScoredItemsTexts {
  table: MessageDescriptor;
  criterion: MessageDescriptor;
  weight: MessageDescriptor;
  outcome: MessageDescriptor;
  quote: MessageDescriptor;
  noQuote: MessageDescriptor;
  fatal: MessageDescriptor;
  outcomes: Record<ItemOutcome, MessageDescriptor>;
}

const OUTCOME_TONES: Record<ItemOutcome, Tone> = { passed: 'success', failed: 'danger', notApplicable: 'neutral' };

/** A conversation (a call, a chat) scored item by item: each criterion, its weight, its outcome and the line it rests on. */
export function ScoredItems({ items, texts }: { items: readonly ScoredItem[]; texts: ScoredItemsTexts }) {
  const t = useTranslate();
  const columns: SmallTableColumn<ScoredItem & { id: string }>[] = [
    {
      key: 'criterion',
      title: t(texts.criterion),
      render: (item) => (
        <span style={{ display: 'inline-flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
          {item.title}
          {item.fatal ? <StatusTag tone="warning">{t(texts.fatal)}</StatusTag> : null}
        </span>
      ),
    },
    { key: 'weight', title: t(texts.weight), numeric: true, render: (item) => item.weight },
    { key: 'outcome', title: t(texts.outcome), render: (item) => <StatusTag tone={OUTCOME_TONES[item.outcome]}>{t(texts.outcomes[item.outcome])}</StatusTag> },
    {
      key: 'quote',
      title: t(texts.quote),
      render: (item) => (item.quote === null ? <Typography.Text type="secondary">{t(texts.noQuote)}</Typography.Text> : <q>{item.quote}</q>),
    },
  ];
  return <SmallTable label={t(texts.table)} columns={columns} rows={items.map((item) => ({ ...item, id: item.itemId }))} />;
}

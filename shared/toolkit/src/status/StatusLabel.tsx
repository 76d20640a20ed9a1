import { StatusTag, type Tone } from '@cabinet/design/core';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';

/**
 * The run states flows and mailings share (spec section 4): running green, stopped by the owner or
 * waiting orange, failed red, finished blue, locked by the tariff purple, not started or canceled grey.
 */
export const RUN_STATUS_TONES = {
  inQueue: 'neutral',
  waiting: 'warning',
  working: 'success',
  pause: 'warning',
  error: 'danger',
  done: 'info',
  canceled: 'neutral',
  unavailable: 'accent',
} as const satisfies Record<string, Tone>;

/** Test mode stands out (its messages go to the owner's phone only); live is plain blue. */
export const RUN_MODE_TONES = { test: 'accent', combat: 'info' } as const satisfies Record<string, Tone>;

/**
 * One status as a tag: its label (the domain's words, so a flow "Working" and a mailing "Sending" keep
 * theirs) in the user's language, in its tone.
 */
export function StatusLabel<S extends string>({ labels, tones, value }: { labels: Readonly<Record<S, MessageDescriptor>>; tones: Readonly<Record<S, Tone>>; value: S }) {
  const t = useTranslate();
  return <StatusTag tone={tones[value]}>{t(labels[value])}</StatusTag>;
}

import { PROVIDER_SWITCH_SECONDS, QR_LOADING_LIMIT_SECONDS, type ChannelAccountState, type InstanceProvider } from '@cabinet/api/messaging';

/**
 * A WhatsApp/MAX instance's lifecycle (spec section 4): init → loading → gotQrCode → authorized, or
 * notAuthorized (no scan within QR_LOADING_LIMIT_SECONDS of asking), or error (the provider failed). A
 * provider switch (WhatsApp ↔ MAX) takes PROVIDER_SWITCH_SECONDS, then the instance starts over at init:
 * the number must be authorised in the other messenger. Pure: every event carries its time, so the rules
 * run on any clock.
 */
export interface InstanceRecord {
  state: ChannelAccountState;
  provider: InstanceProvider;
  loadingSince: Date | null;
  qrCode: string | null;
  phone: string | null;
  switching: { to: InstanceProvider; startedAt: Date; until: Date } | null;
}

/** What the provider says of the instance (the adapter's reading of its status call). */
export type ProviderStatus =
  | { status: 'init' | 'loading' }
  | { status: 'gotQrCode'; qrCode: string }
  | { status: 'authorized'; phone: string | null };

export type InstanceEvent =
  | { type: 'requestQr'; at: Date }
  | { type: 'providerStatus'; at: Date; reading: ProviderStatus }
  | { type: 'providerFailed'; at: Date }
  | { type: 'switchProvider'; at: Date; to: InstanceProvider }
  /** Time passing: the QR wait's end, the switch's end. */
  | { type: 'tick'; at: Date };

export class InstanceStateError extends Error {}

const LOADING_MS = QR_LOADING_LIMIT_SECONDS * 1000;
const SWITCH_MS = PROVIDER_SWITCH_SECONDS * 1000;

export function newInstance(provider: InstanceProvider): InstanceRecord {
  return { state: 'init', provider, loadingSince: null, qrCode: null, phone: null, switching: null };
}

/** Whether the owner may ask for a QR code now (not while one is shown, authorised or switching). */
export function canRequestQr(record: InstanceRecord): boolean {
  return record.switching === null && (record.state === 'init' || record.state === 'notAuthorized' || record.state === 'error');
}

export function applyInstanceEvent(current: InstanceRecord, event: InstanceEvent): InstanceRecord {
  const record = elapse(current, event.at);
  switch (event.type) {
    case 'tick':
      return record;
    case 'requestQr':
      if (!canRequestQr(record)) throw new InstanceStateError(`No QR code can be asked for in state ${record.state}${record.switching ? ' while switching' : ''}`);
      return { ...record, state: 'loading', loadingSince: event.at, qrCode: null };
    case 'switchProvider':
      if (record.switching) throw new InstanceStateError('A provider switch is already under way');
      if (event.to === record.provider) throw new InstanceStateError(`The instance already uses ${event.to}`);
      // The session in the old messenger ends as the switch starts: no code, no number, until the new one is scanned.
      return { ...record, state: 'init', loadingSince: null, qrCode: null, phone: null, switching: { to: event.to, startedAt: event.at, until: new Date(event.at.getTime() + SWITCH_MS) } };
    case 'providerFailed':
      // Only a connection under way fails: an authorised instance stays so (the next reading tells).
      if (record.state === 'loading' || record.state === 'gotQrCode') return { ...record, state: 'error', qrCode: null, loadingSince: null };
      return record;
    case 'providerStatus':
      return applyReading(record, event.reading);
  }
}

function applyReading(record: InstanceRecord, reading: ProviderStatus): InstanceRecord {
  if (record.switching) return record;
  if (reading.status === 'authorized') return { ...record, state: 'authorized', qrCode: null, loadingSince: null, phone: reading.phone ?? record.phone };
  // A code only counts while the owner waits for one; an old reading after the wait ended changes nothing.
  if (record.state !== 'loading' && record.state !== 'gotQrCode') {
    // The provider lost the session (logged out on the phone): the instance needs a new scan.
    return record.state === 'authorized' ? { ...record, state: 'notAuthorized' } : record;
  }
  if (reading.status === 'gotQrCode') return { ...record, state: 'gotQrCode', qrCode: reading.qrCode };
  return { ...record, state: 'loading', qrCode: null };
}

/** What time alone changes: the QR wait runs out, a switch completes. */
function elapse(record: InstanceRecord, at: Date): InstanceRecord {
  let next = record;
  if (next.switching && at.getTime() >= next.switching.until.getTime()) {
    next = { ...next, provider: next.switching.to, switching: null, state: 'init', qrCode: null, loadingSince: null, phone: null };
  }
  if ((next.state === 'loading' || next.state === 'gotQrCode') && next.loadingSince && at.getTime() - next.loadingSince.getTime() >= LOADING_MS) {
    next = { ...next, state: 'notAuthorized', qrCode: null, loadingSince: null };
  }
  return next;
}

/** How far a switch has come, 0 to 1 (the page's progress bar). */
export function switchProgress(record: Pick<InstanceRecord, 'switching'>, at: Date): number | null {
  if (!record.switching) return null;
  const { startedAt, until } = record.switching;
  return Math.min(1, Math.max(0, (at.getTime() - startedAt.getTime()) / (until.getTime() - startedAt.getTime())));
}

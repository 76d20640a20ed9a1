import { manualClock } from '../platform/clock';
import { applyInstanceEvent, canRequestQr, InstanceStateError, newInstance, switchProgress, type InstanceRecord } from './instanceMachine';

const clock = () => manualClock('2026-05-04T10:00:00Z');

describe('the instance lifecycle', () => {
  it('goes init → loading → got QR code → authorised when the code is scanned', () => {
    const time = clock();
    let record = newInstance('whatsapp');
    expect(record.state).toBe('init');
    record = applyInstanceEvent(record, { type: 'requestQr', at: time.now() });
    expect(record.state).toBe('loading');
    time.advance(2_000);
    record = applyInstanceEvent(record, { type: 'providerStatus', at: time.now(), reading: { status: 'gotQrCode', qrCode: 'qr-1' } });
    expect(record).toMatchObject({ state: 'gotQrCode', qrCode: 'qr-1' });
    time.advance(30_000);
    record = applyInstanceEvent(record, { type: 'providerStatus', at: time.now(), reading: { status: 'authorized', phone: '+79001112233' } });
    expect(record).toMatchObject({ state: 'authorized', qrCode: null, phone: '+79001112233' });
  });

  it('gives the QR code up after 2 minutes without a scan: not authorised, and a new code may be asked for', () => {
    const time = clock();
    let record = applyInstanceEvent(newInstance('whatsapp'), { type: 'requestQr', at: time.now() });
    record = applyInstanceEvent(record, { type: 'providerStatus', at: time.now(), reading: { status: 'gotQrCode', qrCode: 'qr-1' } });
    time.advance(119_000);
    expect(applyInstanceEvent(record, { type: 'tick', at: time.now() }).state).toBe('gotQrCode');
    time.advance(1_000);
    record = applyInstanceEvent(record, { type: 'tick', at: time.now() });
    expect(record).toMatchObject({ state: 'notAuthorized', qrCode: null });
    // A late code from the provider does not bring the expired one back.
    record = applyInstanceEvent(record, { type: 'providerStatus', at: time.now(), reading: { status: 'gotQrCode', qrCode: 'qr-late' } });
    expect(record.state).toBe('notAuthorized');
    expect(canRequestQr(record)).toBe(true);
  });

  it('ends in error when the provider fails while connecting, and may start again', () => {
    const time = clock();
    let record = applyInstanceEvent(newInstance('max'), { type: 'requestQr', at: time.now() });
    record = applyInstanceEvent(record, { type: 'providerFailed', at: time.now() });
    expect(record.state).toBe('error');
    record = applyInstanceEvent(record, { type: 'requestQr', at: time.now() });
    expect(record.state).toBe('loading');
  });

  it('refuses a second QR code while one is shown or after authorisation', () => {
    const time = clock();
    const authorised: InstanceRecord = { ...newInstance('whatsapp'), state: 'authorized' };
    expect(() => applyInstanceEvent(authorised, { type: 'requestQr', at: time.now() })).toThrow(InstanceStateError);
  });

  it('switches the provider in 25 seconds with progress, then starts over at init on the other messenger', () => {
    const time = clock();
    let record: InstanceRecord = { ...newInstance('whatsapp'), state: 'authorized', phone: '+79001112233' };
    record = applyInstanceEvent(record, { type: 'switchProvider', at: time.now(), to: 'max' });
    expect(record).toMatchObject({ provider: 'whatsapp', state: 'init', phone: null });
    expect(switchProgress(record, time.now())).toBe(0);
    time.advance(12_500);
    expect(switchProgress(record, time.now())).toBe(0.5);
    expect(() => applyInstanceEvent(record, { type: 'switchProvider', at: time.now(), to: 'whatsapp' })).toThrow(InstanceStateError);
    expect(canRequestQr(record)).toBe(false);
    time.advance(12_500);
    record = applyInstanceEvent(record, { type: 'tick', at: time.now() });
    expect(record).toMatchObject({ provider: 'max', switching: null, state: 'init', phone: null });
  });

  it('marks an authorised instance not authorised when the provider lost its session', () => {
    const time = clock();
    const record: InstanceRecord = { ...newInstance('whatsapp'), state: 'authorized' };
    expect(applyInstanceEvent(record, { type: 'providerStatus', at: time.now(), reading: { status: 'init' } }).state).toBe('notAuthorized');
  });
});

import { phoneCodeView, secondsUntil } from './phoneCodeTimer';

const NOW = Date.parse('2026-03-02T09:00:00Z');
const at = (seconds: number) => new Date(NOW + seconds * 1000).toISOString();

describe('secondsUntil', () => {
  it('counts whole seconds up and never below zero', () => {
    expect(secondsUntil(at(29.2), NOW)).toBe(30);
    expect(secondsUntil(at(-5), NOW)).toBe(0);
    expect(secondsUntil(null, NOW)).toBe(0);
  });
});

describe('phoneCodeView', () => {
  it('shows the code field and a countdown while the code is valid', () => {
    const view = phoneCodeView({ phone: '+79005551234', expiresAt: at(30), nextCodeAt: at(30), attemptsLeft: 3, blockedUntil: null }, NOW);
    expect(view).toEqual({ codeLive: true, waitSeconds: 30, canAsk: false, blocked: false, attemptsLeft: 3 });
  });

  it('lets a new code be asked once the 30 s are over', () => {
    const view = phoneCodeView({ phone: '+79005551234', expiresAt: at(30), nextCodeAt: at(30), attemptsLeft: 2, blockedUntil: null }, NOW + 30_000);
    expect(view).toMatchObject({ codeLive: false, waitSeconds: 0, canAsk: true, attemptsLeft: 2 });
  });

  it('is closed for the day after the third wrong code, until the time the API named', () => {
    const state = { phone: null, expiresAt: null, nextCodeAt: at(3600), attemptsLeft: 0, blockedUntil: at(3600) };
    expect(phoneCodeView(state, NOW)).toMatchObject({ blocked: true, canAsk: false, codeLive: false });
    expect(phoneCodeView(state, NOW + 3600_000)).toMatchObject({ blocked: false, canAsk: true });
  });
});

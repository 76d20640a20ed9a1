import { loadConfig } from '../../config';
import { providerSettings, STAND_IN_CREDENTIALS } from './adapters';

const appDir = '/srv/api-server';
const secret = { JWT_SECRET: 'a-secret-long-enough-for-production-use' };
const development = (env: Record<string, string> = {}) => loadConfig({ ...secret, API_MODE: 'development', PUBLIC_URL: 'http://api.test', ...env }, { appDir });
const production = (env: Record<string, string> = {}) => loadConfig({ ...secret, PUBLIC_URL: 'https://api.example.com', ...env }, { appDir });

describe('providerSettings: each payment provider stand-in or real, from the validated config', () => {
  it('pays through the stand-ins on the API itself in development, with their test keys', () => {
    expect(providerSettings(development())).toEqual({
      yookassa: { baseUrl: 'http://api.test/stand-ins/yookassa', ...STAND_IN_CREDENTIALS.yookassa, standIn: true },
      paybox: { baseUrl: 'http://api.test/stand-ins/paybox', ...STAND_IN_CREDENTIALS.paybox },
      stripe: { apiBaseUrl: 'http://api.test/stand-ins/stripe', ...STAND_IN_CREDENTIALS.stripe },
    });
  });

  it('calls a configured address in development (the real widget then)', () => {
    expect(providerSettings(development({ YOOKASSA_BASE_URL: 'http://127.0.0.1:4000/yk' })).yookassa).toMatchObject({ baseUrl: 'http://127.0.0.1:4000/yk', standIn: false });
  });

  it('in production, pays only through providers with keys, at their own addresses', () => {
    expect(providerSettings(production())).toEqual({ yookassa: null, paybox: null, stripe: null });
    const live = providerSettings(production({ YOOKASSA_SHOP_ID: '42', YOOKASSA_SECRET_KEY: 'live', STRIPE_SECRET_KEY: 'sk_live', STRIPE_WEBHOOK_SECRET: 'whsec' }));
    expect(live.yookassa).toEqual({ baseUrl: 'https://api.yookassa.ru', shopId: '42', secretKey: 'live', standIn: false });
    expect(live.stripe).toEqual({ apiBaseUrl: 'https://api.stripe.com', secretKey: 'sk_live', webhookSecret: 'whsec' });
    expect(live.paybox).toBeNull();
  });
});

import type { BookingSystem } from '@cabinet/api/systemAccounts';
import { outsideSystemUrl, standInDefault, type Config } from '../config';
import { BOOKING_SYSTEM_BASE_URLS, createHttpBookingAdapter, type BookingSystemAdapter } from './booking/adapter';
import { createHttpAmoAdapter, type AmoAdapter } from './amo/adapter';
import { createHttpIikoAdapter, IIKO_BASE_URL, type IikoAdapter } from './iiko/adapter';
import { createHttpMedflexAdapter, MEDFLEX_BASE_URL, type MedflexAdapter } from './medflex/adapter';

/** Where the development API mounts each booking system's stand-in. */
export const BOOKING_STAND_IN_PREFIX: Readonly<Record<BookingSystem, string>> = { yclients: 'stand-ins/yclients', altegio: 'stand-ins/altegio' };
/** The partner token and application id the stand-ins accept (development only). */
export const STAND_IN_PARTNER_TOKEN = 'cabinet-partner-token-development';
export const STAND_IN_APPLICATION_ID = '1001';
/** The integration's keys amoCRM's stand-in accepts (development only). */
export const STAND_IN_AMO_CLIENT = { id: 'cabinet-amo-client', secret: 'cabinet-amo-secret-development' };

/**
 * One adapter per booking system. Production calls the real service with the partner token and
 * application id the marketplace issued (YCLIENTS_PARTNER_TOKEN, YCLIENTS_APPLICATION_ID, the ALTEGIO_
 * pair); development calls the stand-in on the API itself; `<SYSTEM>_BASE_URL` points either elsewhere
 * (a test's stand-in server). The routes never know which.
 */
export function createBookingAdapters(config: Config): Readonly<Record<BookingSystem, BookingSystemAdapter>> {
  const make = (system: BookingSystem): BookingSystemAdapter => {
    const configured = config.systems[system];
    return createHttpBookingAdapter({
      baseUrl: outsideSystemUrl(config, { standInPath: BOOKING_STAND_IN_PREFIX[system], configured: configured.baseUrl, real: BOOKING_SYSTEM_BASE_URLS[system] }),
      partnerToken: configured.partnerToken ?? standInDefault(config, STAND_IN_PARTNER_TOKEN, ''),
      applicationId: configured.applicationId ?? standInDefault(config, STAND_IN_APPLICATION_ID, '0'),
      timeoutMs: config.channelHttpTimeoutMs,
    });
  };
  return { yclients: make('yclients'), altegio: make('altegio') };
}

/** Where the development API mounts the Medflex stand-in. */
export const MEDFLEX_STAND_IN_PREFIX = 'stand-ins/medflex';

/** Medflex: MEDFLEX_BASE_URL, else the real service in production and the stand-in in development. */
export function createMedflexAdapter(config: Config): MedflexAdapter {
  const baseUrl = outsideSystemUrl(config, { standInPath: MEDFLEX_STAND_IN_PREFIX, configured: config.systems.medflexBaseUrl, real: MEDFLEX_BASE_URL });
  return createHttpMedflexAdapter({ baseUrl, timeoutMs: config.channelHttpTimeoutMs });
}

/** Where the development API mounts amoCRM's authorisation server's stand-in. */
export const AMO_STAND_IN_PREFIX = 'stand-ins/amo';

/**
 * amoCRM: production authorises at www.amocrm.ru and calls {subdomain}.amocrm.ru with AMO_CLIENT_ID and
 * AMO_CLIENT_SECRET (the integration's keys); AMO_BASE_URL (a test's server) or development's stand-in
 * serve both as `{base}/oauth` and `{base}/{subdomain}/...`.
 */
export function createAmoAdapter(config: Config): AmoAdapter {
  const amo = config.systems.amo;
  const base = outsideSystemUrl(config, { standInPath: AMO_STAND_IN_PREFIX, configured: amo.baseUrl, real: null });
  return createHttpAmoAdapter({
    authorizeBase: base ?? 'https://www.amocrm.ru',
    accountBase: (subdomain) => (base ? `${base}/${subdomain}` : `https://${subdomain}.amocrm.ru`),
    clientId: amo.clientId ?? standInDefault(config, STAND_IN_AMO_CLIENT.id, ''),
    clientSecret: amo.clientSecret ?? standInDefault(config, STAND_IN_AMO_CLIENT.secret, ''),
    timeoutMs: config.channelHttpTimeoutMs,
  });
}

/** Where the development API mounts iikoCloud's stand-in. */
export const IIKO_STAND_IN_PREFIX = 'stand-ins/iiko';

/** iikoCloud: IIKO_BASE_URL, else the real service in production and the stand-in in development. */
export function createIikoAdapter(config: Config): IikoAdapter {
  const baseUrl = outsideSystemUrl(config, { standInPath: IIKO_STAND_IN_PREFIX, configured: config.systems.iikoBaseUrl, real: IIKO_BASE_URL });
  return createHttpIikoAdapter({ baseUrl, timeoutMs: config.channelHttpTimeoutMs });
}

import type { DomainModule } from '../../platform/DomainModule';
import { addFormParser } from '../../platform/http/formParser';
import { AMO_STAND_IN_PREFIX, BOOKING_STAND_IN_PREFIX, IIKO_STAND_IN_PREFIX, MEDFLEX_STAND_IN_PREFIX, STAND_IN_PARTNER_TOKEN } from '../adapters';
import { createAmoStandIn } from './amo';
import { createBookingStandIn, type BookingStandIn } from './booking';
import { createIikoStandIn, type IikoStandIn } from './iiko';
import { createMedflexStandIn } from './medflex';

/** How often the development stand-ins book a visit in every activated company: the demo's visits arriving. */
const STAND_IN_BOOKING_MS = 120_000;

/** The stand-ins the development API mounts, kept so the timer, the demo's seed and tests reach the same objects. */
let standIns: { yclients: BookingStandIn; altegio: BookingStandIn; iiko: IikoStandIn } | null = null;
export function developmentStandIns() {
  if (!standIns) {
    standIns = {
      yclients: createBookingStandIn({ system: 'yclients', prefix: BOOKING_STAND_IN_PREFIX.yclients, partnerToken: STAND_IN_PARTNER_TOKEN, hangMs: 30_000 }),
      altegio: createBookingStandIn({ system: 'altegio', prefix: BOOKING_STAND_IN_PREFIX.altegio, partnerToken: STAND_IN_PARTNER_TOKEN, hangMs: 30_000 }),
      iiko: createIikoStandIn({ prefix: IIKO_STAND_IN_PREFIX, hangMs: 30_000 }),
    };
    const timer = setInterval(() => {
      standIns?.yclients.tick();
      standIns?.altegio.tick();
      // The cafés take an order and move one on: the demo's orders arriving.
      standIns?.iiko.tick();
    }, STAND_IN_BOOKING_MS);
    timer.unref();
  }
  return standIns;
}

/**
 * The booking systems' stand-ins on the development API (never in production): Yclients' and Altegio's
 * REST contract with the accounts of standIns/booking.ts, commanded through their `_control` routes.
 */
export const systemAccountStandInsDomain: DomainModule = {
  name: 'systemAccountStandIns',
  migrations: [],
  developmentOnly: true,
  // amoCRM's stand-in authorisation page posts a form.
  setup: addFormParser,
  routes: () => {
    const { yclients, altegio, iiko } = developmentStandIns();
    return [...yclients.routes, ...altegio.routes, ...createMedflexStandIn({ prefix: MEDFLEX_STAND_IN_PREFIX, hangMs: 30_000 }).routes, ...createAmoStandIn({ prefix: AMO_STAND_IN_PREFIX }).routes,
      ...iiko.routes,
    ];
  },
};

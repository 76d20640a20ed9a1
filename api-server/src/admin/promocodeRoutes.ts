import {
  BACK_OFFICE_PATHS,
  adminPromocodePageSchema,
  adminPromocodeSchema,
  adminPromocodesQuerySchema,
  createAdminPromocodeRequestSchema,
  updateAdminPromocodeRequestSchema,
} from '@cabinet/api/admin';
import type { AppContext } from '../platform/AppContext';
import { route, type Route } from '../platform/http/route';
import { adminPromocodes } from './promocodes';
import { idParams } from './routeDocs';

const PROMO_RULES = 'VALIDATION_FAILED at the field: promocode.format, promocode.discountRange, promocode.countRange, promocode.paymentsOrder, promocode.expireInPast, promocode.unknownTariff, promocode.rewardRange, promocode.rewardWithoutOwner, promocode.unknownOwner';

/** Promo codes: any admin reads them, only a super-admin makes or changes one. */
export function promocodeRoutes(ctx: AppContext): Route[] {
  const promocodes = adminPromocodes(ctx);
  return [
    route({
      method: 'GET',
      path: BACK_OFFICE_PATHS.promocodes,
      access: 'admin',
      summary: 'A page of promo codes, newest first',
      description: 'Every code: partners’, the cancel flow’s bonus codes and admins’. `search` is a part of the code or of the owner’s e-mail.',
      query: adminPromocodesQuerySchema,
      responses: { 200: { description: 'Codes with their terms, state and successful payments', schema: adminPromocodePageSchema } },
      handler: ({ query }) => promocodes.list(query()),
    }),
    route({
      method: 'POST',
      path: BACK_OFFICE_PATHS.promocodes,
      access: 'superAdmin',
      summary: 'Make a promo code',
      description: 'Spec section 3’s Promocode with section 5’s rules: the code 4–20 letters, digits, _ or - (stored in capitals), discount 1–100%, limits from 0, payments before at most the payments at most, an expiry ahead, tariffs of section 4, rewards only with an owner (by e-mail). Audited.',
      body: createAdminPromocodeRequestSchema,
      responses: { 201: { description: 'The code as stored', schema: adminPromocodeSchema } },
      errors: { 400: PROMO_RULES, 409: 'ADMIN_PROMOCODE_EXISTS at code (promocode.exists)' },
      async handler({ caller, body, reply }) {
        return reply.code(201).send(await promocodes.create(caller.userId, body()));
      },
    }),
    route({
      method: 'GET',
      path: BACK_OFFICE_PATHS.promocode,
      access: 'admin',
      summary: 'One promo code',
      params: idParams,
      responses: { 200: { description: 'The code', schema: adminPromocodeSchema } },
      errors: { 404: 'ADMIN_PROMOCODE_NOT_FOUND' },
      handler: ({ params }) => promocodes.get(params().id),
    }),
    route({
      method: 'PATCH',
      path: BACK_OFFICE_PATHS.promocode,
      access: 'superAdmin',
      summary: 'Change a promo code’s terms, deactivate it or bring it back',
      description: 'With the version it was based on (409 VERSION_CONFLICT with the code as stored). A deactivated code is refused to a payer as PROMO_NOT_FOUND. The code and its owner do not change. Audited.',
      params: idParams,
      body: updateAdminPromocodeRequestSchema,
      responses: { 200: { description: 'The code as stored', schema: adminPromocodeSchema } },
      errors: { 400: PROMO_RULES, 404: 'ADMIN_PROMOCODE_NOT_FOUND', 409: 'VERSION_CONFLICT' },
      handler: ({ caller, params, body }) => promocodes.update(caller.userId, params().id, body()),
    }),
  ];
}

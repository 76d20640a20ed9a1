import * as z from '@cabinet/api/zod';

/*
 * Registration from a booking system's marketplace (spec section 2: /account/register/yclients/{applicationId},
 * /account/register/altegio/{applicationId}). Not shown in the spec; designed here: the marketplace hands the
 * business an application id when it installs the cabinet; the cabinet asks the marketplace (its adapter; a
 * local stand-in outside production) which company the application is for, and registration connects that
 * company at once. The id is single-use: USED answers 409, an id the marketplace does not know 404.
 */

export const MARKETPLACES = ['yclients', 'altegio'] as const;
export type Marketplace = (typeof MARKETPLACES)[number];

/** What the registration page shows before the form: the company the application connects. */
export const marketplaceApplicationSchema = z.object({
  applicationId: z.string(),
  marketplace: z.enum(MARKETPLACES),
  companyId: z.string(),
  companyName: z.string(),
});
export type MarketplaceApplication = z.infer<typeof marketplaceApplicationSchema>;

/** The registration itself: the registration form's body (registerRequestSchema), the application id in the path. */
export const MARKETPLACE_ERRORS = ['APPLICATION_NOT_FOUND', 'APPLICATION_USED'] as const;

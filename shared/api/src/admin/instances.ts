import * as z from '@cabinet/api/zod';
import { csvEnumSchema, pageQueryShape, type PageParams } from '../paging';

/*
 * Every WhatsApp and MAX instance of the platform (/admin/instances): spec section 3's Instance (number, test
 * period, status, paid-up-to, provider) with its owner, and section 4's states, so support finds the ones not
 * authorised.
 */

/** Spec section 4: init, loading, got QR code, authorized, not authorized, error. */
export const INSTANCE_STATES = ['init', 'loading', 'gotQrCode', 'authorized', 'notAuthorized', 'error'] as const;
export type InstanceState = (typeof INSTANCE_STATES)[number];
/** Spec section 3: WhatsApp or MAX. */
export const INSTANCE_PROVIDERS = ['whatsapp', 'max'] as const;
export type InstanceProvider = (typeof INSTANCE_PROVIDERS)[number];

const timestamp = z.iso.datetime({ offset: true });

export const adminInstanceSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.nullable(z.string()),
  provider: z.enum(INSTANCE_PROVIDERS),
  state: z.enum(INSTANCE_STATES),
  /** The end of its test period; null for one that never had one. */
  testUntil: z.nullable(timestamp),
  paidUpTo: z.nullable(timestamp),
  userId: z.string(),
  userEmail: z.string(),
  createdAt: timestamp,
});
export type AdminInstance = z.infer<typeof adminInstanceSchema>;
export const adminInstancePageSchema = z.object({ items: z.array(adminInstanceSchema), total: z.int(), page: z.int(), pageSize: z.int() });
export type AdminInstancePage = z.infer<typeof adminInstancePageSchema>;

/** GET api/v1/Admin/Instances: newest first; `search` is a part of the number or of the owner's e-mail. */
export const adminInstancesQuerySchema = z.object({
  ...pageQueryShape,
  search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  state: z.optional(csvEnumSchema(INSTANCE_STATES)),
  provider: z.optional(z.enum(INSTANCE_PROVIDERS)),
});
export type AdminInstancesQuery = z.output<typeof adminInstancesQuerySchema>;
export interface AdminInstancesParams extends PageParams {
  search?: string;
  state?: InstanceState[];
  provider?: InstanceProvider;
}

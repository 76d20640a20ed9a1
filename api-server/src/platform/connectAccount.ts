import type { ApiErrorCode } from '@cabinet/api/contract';
import { ApiError } from './http/ApiError';

/**
 * A provider's "no" as the owner is answered: a field at fault with its message code (400, the form marks
 * the field; 404 when it names something the provider does not have), or the provider failing (502), not
 * answering in time (504) or no longer taking an account it took (409); nothing is saved.
 */
export type ProviderRefusal =
  | { kind: 'field'; field: string; fieldCode: string; message: string; code?: ApiErrorCode; status?: 400 | 404 }
  | { kind: 'failed'; message: string; code?: ApiErrorCode; status?: 409 | 502 | 504 };

export type ProviderCheck<Checked> = { ok: true; checked: Checked } | { ok: false; refusal: ProviderRefusal };

/** One provider's part of connecting an account; `connectAccount` runs the steps in their one order. */
export interface AccountAdapter<Request, Checked, Stored, View> {
  /** Whether the owner has this account already: asked before the provider is (absent: the store's conflict says). */
  isAdded?(userId: string, request: Request): Promise<boolean>;
  /** The answer when the account is there already (by `isAdded`, or the store kept nothing). */
  alreadyAdded(): ApiError;
  /** Asks the provider whether the account is good. */
  check(request: Request): Promise<ProviderCheck<Checked>>;
  /** Saves the account; null when nothing was saved (a concurrent twin). */
  store(userId: string, request: Request, checked: Checked): Promise<Stored | null>;
  /** After saving, what the provider must still be told (e.g. the webhook); a refusal here removes the account again. */
  complete?(stored: Stored): Promise<ProviderRefusal | null>;
  remove?(stored: Stored): Promise<void>;
  view(stored: Stored): View | Promise<View>;
}

export function refusalError(refusal: ProviderRefusal): ApiError {
  if (refusal.kind === 'field') return new ApiError(refusal.status ?? 400, refusal.code ?? 'VALIDATION_FAILED', refusal.message, { [refusal.field]: refusal.fieldCode });
  return new ApiError(refusal.status ?? 502, refusal.code ?? 'CHANNEL_PROVIDER_FAILED', refusal.message);
}

/**
 * Connects a provider account, the same way for every provider (messengers in channels/, booking and
 * ordering systems in systemAccounts/): not added already, checked with the provider (its refusal mapped to
 * field codes), stored, completed with the provider, answered.
 */
export async function connectAccount<Request, Checked, Stored, View>(adapter: AccountAdapter<Request, Checked, Stored, View>, userId: string, request: Request): Promise<View> {
  if (adapter.isAdded && (await adapter.isAdded(userId, request))) throw adapter.alreadyAdded();
  const check = await adapter.check(request);
  if (!check.ok) throw refusalError(check.refusal);
  const stored = await adapter.store(userId, request, check.checked);
  if (stored === null) throw adapter.alreadyAdded();
  const refusal = adapter.complete ? await adapter.complete(stored) : null;
  if (refusal) {
    await adapter.remove?.(stored);
    throw refusalError(refusal);
  }
  return adapter.view(stored);
}

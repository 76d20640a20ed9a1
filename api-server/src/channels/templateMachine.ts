import type { WabaTemplateStatus } from '@cabinet/api/messaging';

/**
 * A WABA template's review at the provider (spec section 3 "sync status"): created pending, then the
 * provider approves it or rejects it with a reason. Pure: the routes read the provider and save what this
 * answers. A review is final here: a stale "pending" read after it changes nothing.
 */
export interface TemplateRecord {
  status: WabaTemplateStatus;
  rejectedReason: string | null;
  syncedAt: Date | null;
}

export type TemplateEvent =
  /** The provider's status word (Dialog360 answers Meta's: APPROVED, PENDING, REJECTED, …). */
  | { type: 'providerStatus'; at: Date; status: string; reason: string | null }
  /** The provider no longer knows the template (deleted in its hub): taken as rejected. */
  | { type: 'providerMissing'; at: Date };

/** Meta's statuses as the cabinet's three; null for one that says nothing about the review. */
export function reviewOf(providerStatus: string): WabaTemplateStatus | null {
  const status = providerStatus.trim().toUpperCase();
  if (status === 'APPROVED') return 'approved';
  if (status === 'REJECTED' || status === 'DISABLED') return 'rejected';
  if (status === 'PENDING' || status === 'SUBMITTED' || status === 'IN_APPEAL' || status === 'PENDING_DELETION') return 'pending';
  return null;
}

/** The reason saved when the provider no longer knows a pending template (the page words it). */
export const MISSING_AT_PROVIDER_REASON = 'DELETED_AT_PROVIDER';

export function applyTemplateEvent(record: TemplateRecord, event: TemplateEvent): TemplateRecord {
  if (record.status !== 'pending') return record;
  if (event.type === 'providerMissing') return { status: 'rejected', rejectedReason: MISSING_AT_PROVIDER_REASON, syncedAt: event.at };
  const review = reviewOf(event.status);
  if (review === 'approved') return { status: 'approved', rejectedReason: null, syncedAt: event.at };
  if (review === 'rejected') return { status: 'rejected', rejectedReason: event.reason?.trim() || 'NONE', syncedAt: event.at };
  return { ...record, syncedAt: event.at };
}

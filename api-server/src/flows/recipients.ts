import { normalizePhone } from '@cabinet/api/phone';
import { type FlowMode, type FlowRecipients, type FlowType } from '@cabinet/api/flows';

/** The blacklist as recipient selection reads it: an E.164 phone and the flow types it still allows. */
export type BlacklistLookup = ReadonlyMap<string, readonly string[]>;

/**
 * Whether a client phone gets a message of this flow type: an opted-out phone gets nothing but its
 * allowed tasks (spec section 3, Blacklist entry; issue 3).
 */
export function receivesFlowType(phone: string, type: FlowType, blacklist: BlacklistLookup): { receives: boolean; reason: 'client' | 'allowedTask' | 'blacklisted' } {
  const allowed = blacklist.get(phone);
  if (allowed === undefined) return { receives: true, reason: 'client' };
  return allowed.includes(type) ? { receives: true, reason: 'allowedTask' } : { receives: false, reason: 'blacklisted' };
}

/**
 * Who among candidate phones gets a flow's message. Test mode sends to the owner's phone only (spec
 * section 4), so every client is "testMode"; combat applies the blacklist. Phones are compared in E.164
 * form; an invalid one gets nothing, and a phone given twice is answered once.
 */
export function selectRecipients(input: {
  candidates: readonly string[];
  flow: { type: FlowType; mode: FlowMode };
  ownerPhone: string | null;
  blacklist: BlacklistLookup;
}): FlowRecipients {
  const seen = new Set<string>();
  const recipients: FlowRecipients['recipients'] = [];
  for (const candidate of input.candidates) {
    const phone = normalizePhone(candidate);
    if (phone === null) {
      recipients.push({ phone: candidate, receives: false, reason: 'invalidPhone' });
      continue;
    }
    if (seen.has(phone)) continue;
    seen.add(phone);
    if (input.flow.mode === 'test') {
      recipients.push({ phone, receives: false, reason: 'testMode' });
      continue;
    }
    recipients.push({ phone, ...receivesFlowType(phone, input.flow.type, input.blacklist) });
  }
  return { mode: input.flow.mode, testPhone: input.flow.mode === 'test' ? input.ownerPhone : null, recipients };
}

/** The E.164 forms of candidate phones, for looking the blacklist up in one query. */
export function normalizedPhones(candidates: readonly string[]): string[] {
  return [...new Set(candidates.flatMap((candidate) => normalizePhone(candidate) ?? []))];
}

import { FLOW_RULE_MESSAGES, type FlowRuleCode } from '@cabinet/api/flows';
import { ApiError } from '../platform/http/ApiError';

/** Another user's flow and a flow that does not exist answer alike: ids of others are not disclosed. */
export const flowNotFound = () => new ApiError(404, 'FLOW_NOT_FOUND', 'Flow not found');
/** Spec section 8: "unavailable in the tariff"; `fields.type` says which gating rule refused it. */
export const unavailableInTariff = (code: FlowRuleCode | null) =>
  new ApiError(403, 'FLOW_UNAVAILABLE_IN_TARIFF', code ? FLOW_RULE_MESSAGES[code] : 'This flow is not available in your tariff', code ? { type: code } : undefined);
export const invalidState = (message: string) => new ApiError(409, 'FLOW_INVALID_STATE', message);
export const targetUserNotFound = () => new ApiError(404, 'TARGET_USER_NOT_FOUND', 'No user with this e-mail or id');
/** An offer that is not the caller's, already answered, or unknown: all alike. */
export const transferNotFound = () => new ApiError(404, 'TRANSFER_NOT_FOUND', 'No such offer waits for you');
export const templateNotFound = () => new ApiError(404, 'TEMPLATE_NOT_FOUND', 'Template not found');

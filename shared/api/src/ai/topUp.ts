/*
 * An assistant's balance top-up (spec sections 4, 5, 9): paid through the payments remote as tariff 20 (the
 * AI assistant, the one tariff AI hosts sell) with the amount in US dollars, at least $20, naming the
 * assistant (`copilotBotId` in the payment's configuration). Tariffs 21-23 are the spec's "AI small, medium,
 * large": here the three sizes offered beside a free amount, each paid as tariff 20 with its amount (the
 * spec shows no price or meaning beyond the names; the sizes' amounts are this decision).
 */

/** The tariff a top-up is paid as. */
export const AI_TOP_UP_TARIFF = 20;

/** The sizes of spec section 4's tariffs 21-23, in US dollars. */
export const AI_TOP_UP_SIZES = [
  { tariff: 21, size: 'small', usd: 20 },
  { tariff: 22, size: 'medium', usd: 50 },
  { tariff: 23, size: 'large', usd: 100 },
] as const;
export type AiTopUpSize = (typeof AI_TOP_UP_SIZES)[number]['size'];

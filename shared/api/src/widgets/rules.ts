/*
 * The widgets domain's rules (spec sections 3, 4, 5), written once: the editor's fields and preview and
 * api-server's schemas and public rating page all call these.
 */

export const WIDGET_LANGUAGES = ['ru', 'en', 'pt-BR', 'uk-UA'] as const;
export type WidgetLanguage = (typeof WIDGET_LANGUAGES)[number];

/** The map services a Review widget links to (spec section 3: a Yandex-type map, 2GIS, Google). */
export const MAP_KINDS = ['yandex', 'twoGis', 'google'] as const;
export type MapKind = (typeof MAP_KINDS)[number];
/** Each map's field of the Review widget. */
export const MAP_LINK_FIELDS = { yandex: 'yandexMapLink', twoGis: 'twoGisMapLink', google: 'googleMapLink' } as const satisfies Record<MapKind, string>;

/**
 * How a rating decides what the client is offered (issue 32, review-gating compliance):
 * - `minimalRating`: the spec's "minimal rating for maps": at or above it the map links are offered, below it
 *   the client sees the negative text and the owner is alerted. This is review gating, which Google's review
 *   policy forbids for Google Maps links everywhere and the FTC rule on consumer reviews (16 CFR 465) forbids
 *   for US businesses.
 * - `allMaps` (compliant): every client is offered the map links; a rating below the minimal one still alerts
 *   the owner and shows the negative text above the links.
 */
export const REVIEW_ROUTING_MODES = ['minimalRating', 'allMaps'] as const;
export type ReviewRoutingMode = (typeof REVIEW_ROUTING_MODES)[number];

/**
 * Decision: a new widget starts compliant (`allMaps`) in every country except Russia (1), Belarus (3) and
 * Kazakhstan (8), the markets the spec's review catcher was written for, whose map services (Yandex Maps,
 * 2GIS) publish no rule against it; there the spec's `minimalRating` is the default. The owner may switch
 * either way; the editor explains the difference. The United States (321) is never defaulted to gating.
 */
export const GATING_DEFAULT_COUNTRY_IDS: readonly number[] = [1, 3, 8];

export function defaultRoutingMode(countryId: number): ReviewRoutingMode {
  return GATING_DEFAULT_COUNTRY_IDS.includes(countryId) ? 'minimalRating' : 'allMaps';
}

export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** A new widget offers the maps from 4 stars. */
export const DEFAULT_MINIMAL_RATING = 4;

export const REVIEW_WIDGET_NAME_MAX = 100;
export const REVIEW_WIDGET_FOOTER_MAX = 300;
export const REVIEW_WIDGET_TEXT_MAX = 1000;
export const MAP_LINK_MAX = 2000;

/** What a client who gave `rating` sees and what it sets off. */
export interface RatingOutcome {
  /** The positive text (at or above the minimal rating) or the negative one. */
  tone: 'positive' | 'negative';
  /** Whether the map links are offered. */
  showMaps: boolean;
  /** Whether the owner is alerted at once (notify phone and e-mail). */
  notifyOwner: boolean;
}

export function ratingOutcome(widget: { minimalRating: number; routingMode: ReviewRoutingMode }, rating: number): RatingOutcome {
  const happy = rating >= widget.minimalRating;
  return { tone: happy ? 'positive' : 'negative', showMaps: happy || widget.routingMode === 'allMaps', notifyOwner: !happy };
}

export const WIDGET_RULE_CODES = ['url.invalid', 'url.tooLong', 'rating.range', 'confirm.noButton'] as const;
export type WidgetRuleCode = (typeof WIDGET_RULE_CODES)[number];

/** A map link: optional (blank is none), else an http or https address. */
export function checkMapLink(value: string | null | undefined): WidgetRuleCode | null {
  const text = (value ?? '').trim();
  if (text === '') return null;
  if (text.length > MAP_LINK_MAX) return 'url.tooLong';
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.') ? null : 'url.invalid';
  } catch {
    return 'url.invalid';
  }
}

/** English wording of each rule, as the API sends it; the client shows its own translation of the code. */
export const WIDGET_RULE_MESSAGES: Record<WidgetRuleCode, string> = {
  'url.invalid': 'The link must be a valid http or https address',
  'url.tooLong': `The link must be at most ${MAP_LINK_MAX} characters`,
  'rating.range': `The rating must be from ${RATING_MIN} to ${RATING_MAX}`,
  'confirm.noButton': 'Show at least one button: confirm or cancel',
};

/**
 * The widgets' Pro features (spec section 4: review catcher and visit confirmation widget are locked to the
 * Pro plan, the extended tariffs, as chatbots, blacklist and short links are), by the key the User's
 * `lockedFeatures` names them with.
 */
export const WIDGET_PRO_FEATURE_KEYS = ['reviewWidget', 'confirmWidget'] as const;
export type WidgetProFeatureKey = (typeof WIDGET_PRO_FEATURE_KEYS)[number];

/** Whether a Review widget can send a client to any map. */
export function hasMapLink(widget: Readonly<Record<(typeof MAP_LINK_FIELDS)[MapKind], string | null>>): boolean {
  return Object.values(MAP_LINK_FIELDS).some((field) => widget[field] !== null);
}

/**
 * Where a rating's answer stands: `unanswered` (no draft), `drafted` (the model drafted one, the owner has
 * not approved it), `answered` (the owner's answer is stored: approved from a draft or answered otherwise).
 */
export const ANSWER_STATES = ['unanswered', 'drafted', 'answered'] as const;
export type AnswerState = (typeof ANSWER_STATES)[number];

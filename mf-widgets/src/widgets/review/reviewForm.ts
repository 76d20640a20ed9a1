import { defaultRoutingMode, DEFAULT_MINIMAL_RATING, WIDGET_LANGUAGES, type ReviewRoutingMode, type ReviewWidget, type WidgetLanguage } from '@cabinet/api/widgets';
import type { SaveReviewWidgetRequest } from '@cabinet/api/phone';
import { originsOfText, textOfOrigins } from '../AllowedOriginsField';

/** What the Review widget's form holds: every field as text, blanks meaning none. */
export interface ReviewFormValues {
  name: string;
  footerText: string;
  language: WidgetLanguage;
  answerPhone: string;
  notifyPhone: string;
  notifyEmail: string;
  yandexMapLink: string;
  twoGisMapLink: string;
  googleMapLink: string;
  minimalRating: number;
  routingMode: ReviewRoutingMode;
  positiveText: string;
  negativeText: string;
  /** The sites that may frame the rating page, one origin a line. */
  origins: string;
}

export function isWidgetLanguage(value: string | null | undefined): value is WidgetLanguage {
  return WIDGET_LANGUAGES.some((language) => language === value);
}

/** A new widget: in the cabinet's language, compliant or not as the owner's country's default (rules.ts). */
export function newReviewValues(locale: string, countryId: number): ReviewFormValues {
  return {
    name: '',
    footerText: '',
    language: isWidgetLanguage(locale) ? locale : 'en',
    answerPhone: '',
    notifyPhone: '',
    notifyEmail: '',
    yandexMapLink: '',
    twoGisMapLink: '',
    googleMapLink: '',
    minimalRating: DEFAULT_MINIMAL_RATING,
    routingMode: defaultRoutingMode(countryId),
    positiveText: '',
    negativeText: '',
    origins: '',
  };
}

export function reviewValuesOf(widget: ReviewWidget): ReviewFormValues {
  return {
    name: widget.name,
    footerText: widget.footerText,
    language: widget.language,
    answerPhone: widget.answerPhone ?? '',
    notifyPhone: widget.notifyPhone ?? '',
    notifyEmail: widget.notifyEmail ?? '',
    yandexMapLink: widget.yandexMapLink ?? '',
    twoGisMapLink: widget.twoGisMapLink ?? '',
    googleMapLink: widget.googleMapLink ?? '',
    minimalRating: widget.minimalRating,
    routingMode: widget.routingMode,
    positiveText: widget.positiveText,
    negativeText: widget.negativeText,
    origins: textOfOrigins(widget.allowedOrigins),
  };
}

/** The save's body: what was typed (the API trims and takes blanks as none), with the version it was based on. */
export function reviewRequestOf({ origins, ...values }: ReviewFormValues, version: number | undefined): SaveReviewWidgetRequest {
  return { ...values, allowedOrigins: originsOfText(origins), version };
}

/** What the preview shows of the form: its blanks as none, as the saved widget would have them. */
export function previewOf(values: ReviewFormValues) {
  const none = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    footerText: values.footerText.trim(),
    answerPhone: none(values.answerPhone),
    yandexMapLink: none(values.yandexMapLink),
    twoGisMapLink: none(values.twoGisMapLink),
    googleMapLink: none(values.googleMapLink),
    minimalRating: values.minimalRating,
    routingMode: values.routingMode,
    positiveText: values.positiveText,
    negativeText: values.negativeText,
  };
}

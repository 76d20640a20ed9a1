/**
 * `@cabinet/toolkit/forms`: form rules from the shared checks and the API's field refusals, both worded by
 * the domain's messages of its rule codes, a failed submission said at its fields or above the form, and a
 * failed action said where it happened (`@cabinet/design/forms` holds the rule and the marking itself).
 */
export { checkBoundedText, checkOptionalText, textOf, useFieldRule, useShowFieldErrors, type FieldCheck, type FieldRule } from './forms/useFieldRule';
export { scrollToFieldError, STICKY_HEADER_OFFSET_PX } from './forms/scrollToFieldError';
export { useFormFailure, type FormFailure, type FormFailureOptions } from './forms/useFormFailure';
export { useInlineFailure, type InlineFailure, type InlineFailureOptions } from './forms/useInlineFailure';

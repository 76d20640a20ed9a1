import './catalog';

/**
 * `@cabinet/toolkit/message`: the message editor every domain that writes to clients uses (flows,
 * mailings): the messenger's text with its marks and `{variable}` markers, a formatting toolbar, a
 * sanitised paste, the character count, unknown variables named, and a preview with sample values.
 */
export { MessageEditor, type MessageEditorProps } from './message/MessageEditor';
export { sanitizeMessage } from './message/sanitizeMessage';
export { VARIABLE_LABELS, VARIABLE_SAMPLES } from './message/variables';

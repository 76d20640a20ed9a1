import type { BookingWidget } from '@cabinet/api/widgets';

// Where webpack serves this remote's files from (its remoteEntry.js's folder): standalone.js lies beside it.
declare const __webpack_public_path__: string | undefined;

/** The address of mf-widgets's standalone entry, the one script a partner's page loads. */
export function standaloneScriptUrl(): string {
  const base = typeof __webpack_public_path__ === 'string' && __webpack_public_path__ !== '' && __webpack_public_path__ !== 'auto' ? __webpack_public_path__ : `${window.location.origin}/`;
  return new URL('standalone.js', new URL(base, window.location.href)).href;
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The snippet a business pastes on its site: a container naming the view, the widget and the API, and the
 * standalone script, which mounts the view in a shadow root of the container (startStandalone).
 */
export function embedSnippet(widget: Pick<BookingWidget, 'id' | 'apiUrl' | 'system'>, scriptUrl = standaloneScriptUrl()): string {
  // An iiko organisation's widget reserves tables: a view of its own.
  const view = widget.system === 'iiko' ? 'iikoBookingWidget' : 'bookingWidget';
  return [
    `<div data-cabinet-view="${view}" data-widget-id="${attribute(widget.id)}" data-api="${attribute(widget.apiUrl)}"></div>`,
    `<script src="${attribute(scriptUrl)}" async></script>`,
  ].join('\n');
}

/**
 * The widget's own page, on mf-widgets's origin (its standalone page draws the view its path names): what an
 * iframe shows. The page may be framed only by the widget's listed sites (frame-ancestors, embedding.ts).
 */
export function widgetPageUrl(widget: Pick<BookingWidget, 'id' | 'system'>, scriptUrl = standaloneScriptUrl()): string {
  const view = widget.system === 'iiko' ? 'ibw' : 'bw';
  return new URL(`/${view}/${encodeURIComponent(widget.id)}`, scriptUrl).href;
}

/** The iframe snippet, beside the script one: the widget's page in a frame of the site's, titled with the widget's name. */
export function iframeSnippet(widget: Pick<BookingWidget, 'id' | 'name' | 'system'>, scriptUrl = standaloneScriptUrl()): string {
  return `<iframe src="${attribute(widgetPageUrl(widget, scriptUrl))}" title="${attribute(widget.name)}" style="width: 100%; min-height: 640px; border: 0" loading="lazy"></iframe>`;
}

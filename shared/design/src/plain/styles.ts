/**
 * The plain primitives' one static stylesheet: the antd theme's tokens (theme.ts, antd's derived sizes) written
 * out as CSS, so the sign-in page looks like the antd form it replaced without a CSS-in-JS runtime. The brand's
 * colours are custom properties set by `PlainScope` (inherited, so a remote's parcel inside the shell's scope
 * reads them too). Injected once as a `<style>` element in the head: the prerender step keeps those. It carries
 * the icons' base rules too: without antd's provider the icons package adds them in an effect, after the app has
 * taken over the prerendered page, and the icons moved by a fraction of a pixel (a layout shift).
 */
const CSS = `
.cab-plain{--cab-primary:#0958d9;--cab-primary-hover:#0746ae;--cab-primary-active:#063990;display:contents}
.cab-plain,.cab-plain *{box-sizing:border-box}
.anticon{display:inline-flex;align-items:center;color:inherit;font-style:normal;line-height:0;text-align:center;text-transform:none;vertical-align:-.125em;text-rendering:optimizeLegibility;-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale}
.anticon>*{line-height:1}
.anticon svg{display:inline-block}
.cab-page{display:flex;justify-content:center;align-items:flex-start;min-height:100vh;padding:48px 16px;background:#f5f6f8;font-family:var(--cab-font);font-size:14px;line-height:1.5714285714;color:rgba(0,0,0,.88)}
.cab-surface{width:100%;max-width:440px;padding:24px;background:#fff;border:1px solid #f0f0f0;border-radius:10px}
.cab-row{display:flex;justify-content:space-between;align-items:center;gap:8px;flex-wrap:wrap;margin-bottom:8px}
.cab-strong{font-weight:600}
.cab-h1{margin:0 0 .5em;font-size:24px;font-weight:600;line-height:1.2105263158;color:rgba(0,0,0,.88)}
.cab-text{margin:0}
.cab-stack{display:flex;flex-direction:column;gap:8px}
.cab-link{color:var(--cab-primary);text-decoration:none;background:transparent;outline:none;cursor:pointer;transition:color .2s}
.cab-link:hover{color:var(--cab-primary-hover)}
.cab-link:active{color:var(--cab-primary-active)}
.cab-link:focus-visible{outline:3px solid color-mix(in srgb,var(--cab-primary) 35%,transparent);outline-offset:1px;border-radius:4px}
p .cab-link,.cab-text .cab-link{text-decoration:underline}
.cab-field{margin:0 0 24px}
.cab-label{display:inline-block;padding:0 0 8px;line-height:1.5714285714;color:rgba(0,0,0,.88)}
.cab-control{position:relative;display:flex;align-items:center;width:100%;min-height:32px;padding:0 11px;background:#fff;border:1px solid #d9d9d9;border-radius:8px;transition:border-color .2s,box-shadow .2s}
.cab-control:hover{border-color:var(--cab-primary-hover)}
.cab-control:focus-within{border-color:var(--cab-primary);box-shadow:0 0 0 2px color-mix(in srgb,var(--cab-primary) 12%,transparent)}
.cab-control[data-invalid]{border-color:#cf1322}
.cab-control[data-invalid]:focus-within{box-shadow:0 0 0 2px rgba(255,38,5,.06)}
.cab-control[data-disabled]{background:rgba(0,0,0,.04);border-color:#d9d9d9;cursor:not-allowed}
.cab-input{flex:1;min-width:0;height:30px;padding:4px 0;margin:0;font:inherit;font-size:14px;line-height:1.5714285714;color:inherit;background:transparent;border:0;outline:0}
.cab-input::placeholder{color:rgba(0,0,0,.55)}
.cab-input:disabled{color:rgba(0,0,0,.25);cursor:not-allowed}
.cab-eye{display:inline-flex;align-items:center;justify-content:center;min-width:24px;min-height:24px;margin:0 -6px 0 4px;padding:0;font-size:14px;color:rgba(0,0,0,.45);background:transparent;border:0;border-radius:4px;cursor:pointer}
.cab-eye:hover{color:rgba(0,0,0,.88)}
.cab-eye:focus-visible{outline:2px solid color-mix(in srgb,var(--cab-primary) 35%,transparent)}
.cab-error{min-height:22px;margin-top:2px;color:#cf1322;font-weight:500}
.cab-field[data-invalid]{margin-bottom:0}
.cab-field[data-invalid] .cab-error{margin-bottom:2px}
.cab-check{display:inline-flex;align-items:baseline;gap:8px;cursor:pointer}
.cab-check input{width:16px;height:16px;margin:0;accent-color:var(--cab-primary);position:relative;top:3px}
.cab-btn{position:relative;display:inline-flex;align-items:center;justify-content:center;gap:8px;height:32px;padding:0 15px;font:inherit;font-size:14px;line-height:1.5714285714;white-space:nowrap;color:rgba(0,0,0,.88);background:#fff;border:1px solid #d9d9d9;border-radius:8px;box-shadow:0 2px 0 rgba(0,0,0,.02);cursor:pointer;transition:all .2s cubic-bezier(.645,.045,.355,1);user-select:none}
.cab-btn:hover{color:var(--cab-primary-hover);border-color:var(--cab-primary-hover)}
.cab-btn:active{color:var(--cab-primary-active);border-color:var(--cab-primary-active)}
.cab-btn:focus-visible{outline:3px solid color-mix(in srgb,var(--cab-primary) 35%,transparent);outline-offset:1px}
.cab-btn[data-primary]{color:#fff;background:var(--cab-primary);border-color:transparent;box-shadow:0 2px 0 color-mix(in srgb,var(--cab-primary) 10%,transparent)}
.cab-btn[data-primary]:hover{color:#fff;background:var(--cab-primary-hover)}
.cab-btn[data-primary]:active{color:#fff;background:var(--cab-primary-active)}
.cab-btn[data-block]{width:100%}
.cab-btn[data-danger]{color:#cf1322;border-color:#cf1322}
.cab-btn[data-danger][data-primary],.cab-btn[data-danger][data-primary]:hover{color:#fff;background:#cf1322;border-color:transparent}
.cab-btn:disabled{color:rgba(0,0,0,.25);background:rgba(0,0,0,.04);border-color:#d9d9d9;box-shadow:none;cursor:not-allowed}
.cab-btn[data-loading]{opacity:.65;cursor:default}
.cab-btn[data-primary][data-loading]{color:#fff;background:var(--cab-primary)}
.cab-spin{display:inline-block;width:1em;height:1em;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;animation:cab-spin 1s linear infinite}
.cab-waiting{display:flex;flex-direction:column;align-items:center;gap:16px;padding:24px;color:var(--cab-primary)}
.cab-waiting .cab-spin{width:20px;height:20px}
@keyframes cab-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.cab-spin{animation-duration:3s}}
.cab-alert{display:flex;align-items:flex-start;gap:8px;padding:8px 12px;margin:0 0 16px;line-height:1.5714285714;border:1px solid;border-radius:8px;word-wrap:break-word}
.cab-alert[data-tone=error]{background:#fff2f0;border-color:#ffccc7}
.cab-alert[data-tone=warning]{background:#fffbe6;border-color:#ffe58f}
.cab-alert[data-tone=info]{background:#e6f4ff;border-color:#91caff}
.cab-alert[data-tone=success]{background:#f6ffed;border-color:#b7eb8f}
.cab-alert[data-banner]{margin:0;border-width:0 0 1px;border-radius:0}
.cab-alert-icon{flex:none;display:inline-flex;align-items:center;justify-content:center;width:14px;height:14px;margin-top:4px;border-radius:50%;color:#fff;background:#cf1322;font:700 10px/1 Arial,sans-serif}
.cab-alert-icon::before{content:"\\00D7";font-size:13px}
.cab-alert[data-tone=warning] .cab-alert-icon{background:#ad4e00}
.cab-alert[data-tone=warning] .cab-alert-icon::before{content:"!";font-size:10px}
.cab-alert[data-tone=info] .cab-alert-icon{background:var(--cab-primary)}
.cab-alert[data-tone=info] .cab-alert-icon::before{content:"i";font-size:10px}
.cab-alert[data-tone=success] .cab-alert-icon{background:#237804}
.cab-alert[data-tone=success] .cab-alert-icon::before{content:"\\2713";font-size:9px}
.cab-alert-body{flex:1;min-width:0}
.cab-alert-title{margin:0}
.cab-alert[data-described] .cab-alert-title{font-weight:600}
.cab-alert-action{flex:none}
.cab-divider{display:flex;align-items:center;margin:16px 0;color:rgba(0,0,0,.88);white-space:nowrap}
.cab-divider::before,.cab-divider::after{content:"";flex:1;border-top:1px solid rgba(5,5,5,.06)}
.cab-divider span{padding:0 1em}
.cab-select{position:relative;display:inline-flex;align-items:center;min-width:150px}
.cab-select-icon{position:absolute;inset-inline-start:12px;display:inline-flex;color:rgba(0,0,0,.7);pointer-events:none}
.cab-select select{width:100%;height:32px;padding:0 12px 0 34px;font:inherit;font-size:14px;color:rgba(0,0,0,.88);background:#fff;border:1px solid #d9d9d9;border-radius:8px;cursor:pointer}
.cab-select select:focus-visible{outline:3px solid color-mix(in srgb,var(--cab-primary) 35%,transparent);outline-offset:1px}
.cab-skeleton{display:grid;gap:12px;padding:8px 0}
.cab-skeleton div{height:16px;border-radius:6px;background:rgba(0,0,0,.06)}
.cab-skeleton .cab-skeleton-heading{width:40%;height:28px;margin-bottom:12px}
.cab-code{margin:0 .2em;padding:.2em .4em .1em;font-size:85%;font-family:SFMono-Regular,Consolas,'Liberation Mono',Menlo,Courier,monospace;background:rgba(150,150,150,.1);border:1px solid rgba(100,100,100,.2);border-radius:3px}
`;

export const FONT_FAMILY = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

let injected = false;
const injectedInto = new WeakSet<ShadowRoot>();

/** The same stylesheet inside a shadow root (an embedded view), where the page's head does not reach. */
export function injectPlainStylesInto(root: ShadowRoot): void {
  if (injectedInto.has(root)) return;
  injectedInto.add(root);
  // A view in a shadow root is a guest on someone else's page (a partner's site, a widget's own origin), whose
  // head stays untouched: its primitives find the stylesheet here, so the head's copy is never needed.
  injected = true;
  const style = document.createElement('style');
  style.dataset.cabinet = 'plain';
  style.textContent = `:host{--cab-font:${FONT_FAMILY}}${CSS}`;
  root.appendChild(style);
}

/** Puts the stylesheet in the head once per page (a prerendered copy, marked `data-prerendered`, is not counted). */
export function injectPlainStyles(): void {
  if (injected || typeof document === 'undefined') return;
  injected = true;
  const style = document.createElement('style');
  style.dataset.cabinet = 'plain';
  style.textContent = `:root{--cab-font:${FONT_FAMILY}}${CSS}`;
  document.head.appendChild(style);
}

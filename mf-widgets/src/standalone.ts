import { showsOnlyPlainViews } from './public/plainPage';

// The public views' own entry (standalone.js): no shell, no session, no other remote. Captured before the
// async boundary below, since the browser names the running script only while it runs.
const script = document.currentScript;

// A page with the booking views alone loads their preact build; any other view, the React one with antd.
void (
  showsOnlyPlainViews(document, window.location.pathname)
    ? import('./public/plainStandaloneViews').then(({ startPlainWidgetsStandalone }) => startPlainWidgetsStandalone(script))
    : import('./public/standaloneViews').then(({ startWidgetsStandalone }) => startWidgetsStandalone(script))
);

// A module, not a script: its names stay its own.
export {};

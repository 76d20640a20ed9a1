// The public views' own entry (standalone.js): no shell, no session, no other remote. Captured before the
// async boundary below, since the browser names the running script only while it runs.
const script = document.currentScript;

// Every view is plain (no antd), in the build rendered by preact (the `plain` layer).
void import('./public/plainStandaloneViews').then(({ startWidgetsStandalone }) => startWidgetsStandalone(script));

// A module, not a script: its names stay its own.
export {};

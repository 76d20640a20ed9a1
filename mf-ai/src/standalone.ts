// The public views' own entry (standalone.js): no shell, no session, no other remote. Captured before the
// async boundary below, since the browser names the running script only while it runs.
const script = document.currentScript;

// An async boundary first, so the federation runtime sets up the shared packages before any is used.
void import('./public/standaloneViews').then(({ startAiStandalone }) => startAiStandalone(script));

// A module, not a script: its names stay its own.
export {};

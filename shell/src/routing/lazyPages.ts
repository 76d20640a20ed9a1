import { lazy } from 'react';

/**
 * The signed-in layout and the shell's own pages load on first use: they need the heavier design
 * entry points (overlays), which the sign-in page never shows; so does the unsaved-changes dialog (a Modal). `preloadLayout`
 * starts the layout's download while the session is still being restored.
 */
export const preloadLayout = () => import('../layout/SharedLayout');
export const SharedLayout = lazy(() => preloadLayout().then((module) => ({ default: module.SharedLayout })));
export const IdeasPage = lazy(() => import('../pages/IdeasPage').then((module) => ({ default: module.IdeasPage })));
/** Loaded once a screen holds unsaved input (App.tsx), so it is there before anyone is asked. */
export const preloadUnsavedChangesDialog = () => import('./UnsavedChangesDialog');
export const UnsavedChangesDialog = lazy(() => preloadUnsavedChangesDialog().then((module) => ({ default: module.UnsavedChangesDialog })));
export const NotFoundPage = lazy(() => import('../pages/NotFoundPage').then((module) => ({ default: module.NotFoundPage })));

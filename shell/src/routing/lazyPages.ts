import { lazy } from 'react';
import { loadDesign } from '@cabinet/design/plain';
import { i18n, isLocale, type Locale } from '@cabinet/i18n';
import { screenCatalog } from '../catalog';

/** The page's locale once activated; the shell activates one before it renders any page. */
const pageLocale = (): Locale => (isLocale(i18n.locale) ? i18n.locale : 'en');

/**
 * The signed-in layout and the shell's own pages load on first use, each with its folder's catalogue: they
 * need the heavier design entry points (overlays) and texts the sign-in page never shows; so does the
 * unsaved-changes dialog (a Modal). `preloadLayout`
 * starts the layout's download while the session is still being restored.
 */
export const preloadLayout = (locale: Locale = pageLocale()) =>
  Promise.all([import('../layout/SharedLayout'), screenCatalog('layout').ready(locale), loadDesign(locale)]).then(([module]) => module);
export const SharedLayout = lazy(() => preloadLayout().then((module) => ({ default: module.SharedLayout })));
const pages = () => screenCatalog('pages').ready(pageLocale());
export const IdeasPage = lazy(() => Promise.all([import('../pages/IdeasPage'), pages()]).then(([module]) => ({ default: module.IdeasPage })));
export const NotFoundPage = lazy(() => Promise.all([import('../pages/NotFoundPage'), pages()]).then(([module]) => ({ default: module.NotFoundPage })));
/** Loaded once a screen holds unsaved input (App.tsx), so it is there before anyone is asked. */
export const preloadUnsavedChangesDialog = () =>
  Promise.all([import('./UnsavedChangesDialog'), screenCatalog('routing').ready(pageLocale())]).then(([module]) => module);
export const UnsavedChangesDialog = lazy(() => preloadUnsavedChangesDialog().then((module) => ({ default: module.UnsavedChangesDialog })));

// @ts-check
/**
 * The host's runtime plugin that lends its module federation runtime core to the remotes (built with
 * `experiments.externalRuntime`, they read it from the global `_FEDERATION_RUNTIME_CORE` instead of
 * bringing their own ~12 KB brotli copy). The names are imported one by one, from the very module the
 * host's own runtime uses (webpack.mjs aliases it), so nothing is built twice and tree shaking stays:
 * `@module-federation/inject-external-runtime-core-plugin` lends the whole namespace, which keeps every
 * export of runtime-core in the host's first page (about 12 KB more on home).
 *
 * RUNTIME_CORE_NAMES is what a remote's runtime (`@module-federation/runtime` 2.9.2) imports from it;
 * federationRuntimeCore.test.ts checks the list against the installed runtime, so an upgrade that needs a
 * new name fails a test instead of a remote's first visit.
 */
import {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';

/** What the host lends: the names a remote's runtime imports, from the host's own runtime core. */
const LENT = {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
};

export const RUNTIME_CORE_NAMES = Object.keys(LENT);

/** The global the remotes' `externalRuntime` reads (@module-federation/enhanced's ExternalsPlugin). */
const GLOBAL_NAME = '_FEDERATION_RUNTIME_CORE';

/** @returns {{ name: string }} */
export default function provideRuntimeCore() {
  /** @type {Record<string, unknown>} */
  const scope = CurrentGlobal;
  // A page has one host: its runtime is the one the remotes use.
  if (!scope[GLOBAL_NAME]) {
    scope[GLOBAL_NAME] = LENT;
  }
  return { name: 'cabinet-provide-runtime-core' };
}

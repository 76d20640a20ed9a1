// The rule lives in version.mjs, so the build tools (cabinet-build.json, `remote check`) share it.
export { CONTRACT_VERSION, checkContract } from './version.mjs';
export type { ContractCheck } from './version.mjs';

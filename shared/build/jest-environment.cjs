// jsdom lacks Node's fetch family; ky and the API client need the real ones.
const { TestEnvironment } = require('jest-environment-jsdom');
const { startCpuLog } = require('./testCpuLog.cjs');

class JsdomWithFetch extends TestEnvironment {
  /** @param {ConstructorParameters<typeof TestEnvironment>} args */
  constructor(...args) {
    super(...args);
    this.testPath = args[1].testPath;
  }

  async setup() {
    this.finishCpuLog = startCpuLog();
    await super.setup();
    const globals = this.global;
    for (const key of ['fetch', 'Request', 'Response', 'Headers', 'FormData', 'AbortController', 'AbortSignal', 'TextEncoder', 'TextDecoder', 'ReadableStream', 'structuredClone', 'TransformStream', 'Blob']) {
      globals[key] = globalThis[key];
    }
  }

  async teardown() {
    await super.teardown();
    this.finishCpuLog?.(this.testPath);
  }
}

module.exports = JsdomWithFetch;

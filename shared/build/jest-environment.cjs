// jsdom lacks Node's fetch family; ky and the API client need the real ones.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  async setup() {
    await super.setup();
    const globals = this.global;
    for (const key of ['fetch', 'Request', 'Response', 'Headers', 'FormData', 'AbortController', 'AbortSignal', 'TextEncoder', 'TextDecoder', 'ReadableStream', 'structuredClone', 'TransformStream', 'Blob']) {
      globals[key] = globalThis[key];
    }
  }
}

module.exports = JsdomWithFetch;

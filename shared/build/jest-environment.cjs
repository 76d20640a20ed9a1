// jsdom lacks Node's fetch family; ky and the API client need the real ones.
const { appendFileSync } = require('node:fs');
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  /** @param {ConstructorParameters<typeof TestEnvironment>} args */
  constructor(...args) {
    super(...args);
    this.testPath = args[1].testPath;
  }

  async setup() {
    // CABINET_TEST_CPU_LOG=file: each test file's CPU (its worker's, all threads) and wall time, one JSON line
    // each, as api-server's environment writes them (docs/performance.md, "The suite's time").
    this.started = { cpu: process.cpuUsage(), at: performance.now() };
    await super.setup();
    const globals = this.global;
    for (const key of ['fetch', 'Request', 'Response', 'Headers', 'FormData', 'AbortController', 'AbortSignal', 'TextEncoder', 'TextDecoder', 'ReadableStream', 'structuredClone', 'TransformStream', 'Blob']) {
      globals[key] = globalThis[key];
    }
  }

  async teardown() {
    await super.teardown();
    const log = process.env.CABINET_TEST_CPU_LOG;
    if (log && this.started) {
      const cpu = process.cpuUsage(this.started.cpu);
      appendFileSync(log, JSON.stringify({ file: this.testPath, cpuMs: Math.round((cpu.user + cpu.system) / 1000), wallMs: Math.round(performance.now() - this.started.at) }) + '\n');
    }
  }
}

module.exports = JsdomWithFetch;

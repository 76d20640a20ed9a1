// @ts-check
// PGlite 0.5 loads its WebAssembly and Node built-ins with import(), which jest's module vm refuses unless node
// runs with --experimental-vm-modules (electric-sql/pglite#224). This node environment lets tests load PGlite
// through Node's own require, outside jest's module registry; everything else runs as in the 'node' environment.
const { appendFileSync } = require('node:fs');
const { TestEnvironment } = require('jest-environment-node');

class NodeWithNativePglite extends TestEnvironment {
  /** @param {ConstructorParameters<typeof TestEnvironment>} args */
  constructor(...args) {
    super(...args);
    this.testPath = args[1].testPath;
  }

  async setup() {
    // CABINET_TEST_CPU_LOG=file: each test file's CPU (its worker's, all threads) and wall time, one JSON line each.
    this.started = { cpu: process.cpuUsage(), at: performance.now() };
    await super.setup();
    this.global.loadNativePglite = () => require('@electric-sql/pglite');
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

module.exports = NodeWithNativePglite;

// @ts-check
// PGlite 0.5 loads its WebAssembly and Node built-ins with import(), which jest's module vm refuses unless node
// runs with --experimental-vm-modules (electric-sql/pglite#224). This node environment lets tests load PGlite
// through Node's own require, outside jest's module registry; everything else runs as in the 'node' environment.
const { TestEnvironment } = require('jest-environment-node');
const { startCpuLog } = require('@cabinet/build/test-cpu-log');

class NodeWithNativePglite extends TestEnvironment {
  /** @param {ConstructorParameters<typeof TestEnvironment>} args */
  constructor(...args) {
    super(...args);
    this.testPath = args[1].testPath;
  }

  async setup() {
    this.finishCpuLog = startCpuLog();
    await super.setup();
    this.global.loadNativePglite = () => require('@electric-sql/pglite');
  }

  async teardown() {
    await super.teardown();
    this.finishCpuLog?.(this.testPath);
  }
}

module.exports = NodeWithNativePglite;

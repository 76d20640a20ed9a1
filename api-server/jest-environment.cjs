// @ts-check
// PGlite 0.5 loads its WebAssembly and Node built-ins with import(), which jest's module vm refuses unless node
// runs with --experimental-vm-modules (electric-sql/pglite#224). This node environment lets tests load PGlite
// through Node's own require, outside jest's module registry; everything else runs as in the 'node' environment.
const { TestEnvironment } = require('jest-environment-node');

class NodeWithNativePglite extends TestEnvironment {
  async setup() {
    await super.setup();
    this.global.loadNativePglite = () => require('@electric-sql/pglite');
  }
}

module.exports = NodeWithNativePglite;

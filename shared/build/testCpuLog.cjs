// @ts-check
// CABINET_TEST_CPU_LOG=file: each test file's CPU (its worker's, all threads) and wall time, one JSON line each
// (docs/performance.md, "The suite's time"). Shared by the jsdom environment and api-server's node one.
const { appendFileSync } = require('node:fs');

/** Starts the clock of a test file; the returned function writes its line, if a log is asked for. */
function startCpuLog() {
  const started = { cpu: process.cpuUsage(), at: performance.now() };
  /** @param {string} testPath */
  return (testPath) => {
    const log = process.env.CABINET_TEST_CPU_LOG;
    if (!log) return;
    const cpu = process.cpuUsage(started.cpu);
    appendFileSync(log, JSON.stringify({ file: testPath, cpuMs: Math.round((cpu.user + cpu.system) / 1000), wallMs: Math.round(performance.now() - started.at) }) + '\n');
  };
}

module.exports = { startCpuLog };

// Starts ./worker.ts in a worker thread: Docusaurus loads the plugins' TypeScript itself, a worker
// thread needs a loader of its own (tsx, which the project's scripts run with).
const { workerData } = require('node:worker_threads');
require('tsx/cjs/api').register();
require(workerData.entry);

/**
 * `npm run observatory`: serves build/ with deploy/nginx.conf on
 * http://localhost:80 and prints the grade MDN's HTTP Observatory gives it,
 * test by test. Over plain HTTP the HSTS and HTTPS-redirect tests cannot
 * pass; every other test should (tests/hosting/observatory.test.ts holds the
 * configuration to that). Run it as root or with CAP_NET_BIND_SERVICE.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { observatoryReport } from './lib/observatory';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main() {
  const report = await observatoryReport(path.join(root, 'build'));
  console.log(`MDN HTTP Observatory, ${report.origin}: grade ${report.grade}, score ${report.score}`);
  console.log(`tests passed: ${report.passed} of ${report.total}`);
  for (const test of report.tests) {
    console.log(`${test.pass ? 'pass' : 'FAIL'}  ${test.name.padEnd(32)} ${test.result}`);
  }
}

main().catch((error: unknown) => {
  console.error(`observatory: ${(error as Error).message}`);
  process.exitCode = 1;
});

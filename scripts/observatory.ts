/**
 * `npm run observatory`: serves build/ with deploy/nginx.conf on
 * http://localhost:80 and prints the grade MDN's HTTP Observatory
 * (@mdn/mdn-http-observatory) gives it, test by test. Over plain HTTP the
 * HSTS and HTTPS-redirect tests cannot pass; every other test should.
 * Port 80 because the scanner has no port option; run it as root or with
 * CAP_NET_BIND_SERVICE.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { scan } from '@mdn/mdn-http-observatory';
import { startNginx } from './lib/nginx';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main() {
  const nginx = await startNginx(path.join(root, 'build'), { port: 80 });
  try {
    const result = await scan('localhost');
    console.log(`MDN HTTP Observatory, ${nginx.origin}: grade ${result.scan.grade}, score ${result.scan.score}`);
    console.log(`tests passed: ${result.scan.testsPassed} of ${result.scan.testsQuantity}`);
    for (const [name, test] of Object.entries(result.tests)) {
      console.log(`${test.pass ? 'pass' : 'FAIL'}  ${name.padEnd(32)} ${test.result}`);
    }
  } finally {
    await nginx.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`observatory: ${(error as Error).message}`);
  process.exitCode = 1;
});

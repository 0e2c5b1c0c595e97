/**
 * `npm run observatory`: serves build/ with deploy/nginx.conf on
 * http://localhost:80 and prints the grade MDN's HTTP Observatory
 * (@mdn/mdn-http-observatory) gives it, test by test. Over plain HTTP the
 * HSTS and HTTPS-redirect tests cannot pass; every other test should.
 * Port 80 because the scanner has no port option; run it as root or with
 * CAP_NET_BIND_SERVICE.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { scan } from '@mdn/mdn-http-observatory';
import { startNginx } from './lib/nginx';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The package's postinstall downloads the browsers' HSTS preload list into
 * conf/hsts-preload.json; install scripts are off here and the list is not
 * reachable offline. It only says whether a public domain is preloaded, which
 * localhost never is, so an empty list gives the same result.
 */
function ensureHstsPreloadList() {
  const packageDir = path.dirname(path.dirname(createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory')));
  const file = path.join(packageDir, 'conf', 'hsts-preload.json');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, '{}\n');
  }
}

async function main() {
  ensureHstsPreloadList();
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

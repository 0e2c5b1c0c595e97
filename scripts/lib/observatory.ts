/**
 * MDN's HTTP Observatory (@mdn/mdn-http-observatory) run against Debian's
 * nginx serving a build with deploy/nginx.conf, on http://localhost:80 (the
 * scanner takes a host name and no port). Used by `npm run observatory` and
 * by the hosting tests. Binding port 80 needs root or CAP_NET_BIND_SERVICE.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { scan } from '@mdn/mdn-http-observatory';
import { startNginx } from './nginx';

/** The two tests that cannot pass over plain HTTP on localhost. */
export const httpsOnlyTests = ['redirection', 'strict-transport-security'] as const;

export interface ObservatoryReport {
  origin: string;
  grade: string;
  score: number;
  passed: number;
  total: number;
  tests: { name: string; pass: boolean; result: string }[];
}

/**
 * The package's postinstall downloads the browsers' HSTS preload list into
 * conf/hsts-preload.json; install scripts are off here and the list is not
 * reachable offline. It only says whether a public domain is preloaded, which
 * localhost never is, so an empty list gives the same result.
 */
function ensureHstsPreloadList(): void {
  const packageDir = path.dirname(path.dirname(createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory')));
  const file = path.join(packageDir, 'conf', 'hsts-preload.json');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, '{}\n');
  }
}

export async function observatoryReport(buildDir: string): Promise<ObservatoryReport> {
  ensureHstsPreloadList();
  const nginx = await startNginx(buildDir, { port: 80 });
  try {
    const result = await scan('localhost');
    return {
      origin: nginx.origin,
      grade: String(result.scan.grade),
      score: Number(result.scan.score),
      passed: Number(result.scan.testsPassed),
      total: Number(result.scan.testsQuantity),
      tests: Object.entries(result.tests).map(([name, test]) => ({
        name,
        pass: Boolean(test.pass),
        result: String(test.result),
      })),
    };
  } finally {
    await nginx.stop();
  }
}

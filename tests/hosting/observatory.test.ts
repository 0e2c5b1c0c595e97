/**
 * MDN's HTTP Observatory against the hosting configuration: Debian's nginx
 * with deploy/nginx.conf over the production build, on http://localhost:80.
 * Over plain HTTP the HSTS and HTTPS-redirect tests cannot pass; every other
 * test must. The grade is printed for the record (it is capped by those two).
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { it } from 'node:test';
import { httpsOnlyTests, observatoryReport } from '../../scripts/lib/observatory';

const buildDir = path.resolve(import.meta.dirname, '../../build');

it('passes every Observatory test that plain HTTP allows', async () => {
  const report = await observatoryReport(buildDir);
  console.log(`observatory: grade ${report.grade}, score ${report.score}, ${report.passed} of ${report.total} passed`);
  const failing = report.tests.filter((t) => !t.pass).map((t) => `${t.name}: ${t.result}`);
  const expected = report.tests.filter((t) => (httpsOnlyTests as readonly string[]).includes(t.name));
  assert.equal(expected.length, httpsOnlyTests.length, 'the scanner still runs the HSTS and redirection tests');
  assert.deepEqual(
    failing.filter((line) => !httpsOnlyTests.some((name) => line.startsWith(`${name}:`))),
    [],
    'only the HTTPS-only tests fail',
  );
  assert.equal(report.passed + failing.length, report.total);
  const csp = report.tests.find((t) => t.name === 'content-security-policy');
  assert.ok(csp?.pass, `content-security-policy: ${csp?.result}`);
});

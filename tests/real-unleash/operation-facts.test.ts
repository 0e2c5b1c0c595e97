/**
 * What each operation page says a caller needs, against the real server: the permission its
 * controller checks (recorded by tools/real-unleash/start.cjs as the server registers its
 * routes), whether the open-source server serves it at all, and whether an operation the docs
 * call removed is really gone. Also that the server is the release the site documents.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, it } from 'node:test';
import { documentedUnleashVersion } from '../../config/unleash-version';
import { assembleSpec, HTTP_METHODS, openApiSourceDir, type OpenApiOperation } from '../../scripts/openapi/assemble';
import { downloadSpec } from '../../scripts/openapi/generate';
import { connectRealUnleash, type RealUnleash } from '../../scripts/lib/real-unleash';

interface RecordedRoute {
  method: string;
  controller: string;
  permissions: string[];
}

let unleash: RealUnleash;
let recorded: Record<string, RecordedRoute>;
let servedOperationIds: Set<string>;
const { spec } = assembleSpec(openApiSourceDir);
const ours = Object.entries(spec.paths).flatMap(([route, item]) =>
  HTTP_METHODS.filter((method) => item[method]).map((method) => ({
    route,
    method,
    op: item[method] as OpenApiOperation,
    label: `${method.toUpperCase()} ${route} (${item[method]?.operationId})`,
  })),
);

before(async () => {
  unleash = await connectRealUnleash();
  recorded = JSON.parse(fs.readFileSync(unleash.routesFile, 'utf8')) as Record<string, RecordedRoute>;
  const served = await downloadSpec(`${unleash.url}/docs/openapi.json`);
  servedOperationIds = new Set(
    Object.values(served.paths).flatMap((item) =>
      HTTP_METHODS.flatMap((method) => (item[method]?.operationId ? [item[method].operationId] : [])),
    ),
  );
});
after(async () => {
  await unleash?.stop();
});

it(`the tests run Unleash ${documentedUnleashVersion}, the release the site documents`, async () => {
  assert.ok(unleash.version.startsWith(`${documentedUnleashVersion}.`), `unleash-server ${unleash.version}`);
  const health = await fetch(`${unleash.url}/api/admin/ui-config`, { headers: { Authorization: unleash.adminToken } });
  const { version } = (await health.json()) as { version: string };
  assert.ok(version.startsWith(`${documentedUnleashVersion}.`), `the server reports ${version}`);
});

it('the server recorded the permissions of the operations it serves', () => {
  assert.ok(Object.keys(recorded).length > 150, `only ${Object.keys(recorded).length} routes recorded`);
});

it('every operation page names the permission its controller checks', () => {
  const differences = ours.flatMap(({ label, op }) => {
    const route = recorded[op.operationId];
    if (!route) return [];
    const expected = route.permissions.filter((p) => p !== 'NONE').sort();
    const stated = op['x-unleash-permissions'];
    if (!Array.isArray(stated))
      return [`${label}: no x-unleash-permissions; the server checks [${expected.join(', ')}]`];
    const actual = (stated as string[]).slice().sort();
    return actual.join() === expected.join()
      ? []
      : [`${label}: x-unleash-permissions [${actual.join(', ')}], the server checks [${expected.join(', ')}]`];
  });
  assert.deepEqual(differences, []);
});

it('operations marked for commercial plans are the ones open source does not serve', () => {
  const differences = ours.flatMap(({ label, op }) => {
    const servedHere = Boolean(recorded[op.operationId]) || servedOperationIds.has(op.operationId);
    const plans = op['x-unleash-plans'];
    const removedIn = op['x-unleash-removed-in'];
    if (servedHere && (plans || removedIn))
      return [`${label}: open source serves it, but the spec marks it ${plans ? 'for commercial plans' : 'removed'}`];
    if (!servedHere && !plans && !removedIn)
      return [`${label}: open source does not serve it; mark its plans or the release that removed it`];
    return [];
  });
  assert.deepEqual(differences, []);
});

it('operations the docs call removed answer 404', async () => {
  const removed = ours.filter(({ op }) => op['x-unleash-removed-in']);
  const answers = await Promise.all(
    removed.map(async ({ label, route, method }) => {
      const url = `${unleash.url}${route.replace(/\{[^}]+\}/g, 'docs-test')}`;
      // Each API takes its own kind of token; the wrong kind would answer 401 or 403, not 404.
      const token = route.startsWith('/api/client/')
        ? unleash.clientToken
        : route.startsWith('/api/frontend')
          ? unleash.frontendToken
          : unleash.adminToken;
      const response = await fetch(url, {
        method: method.toUpperCase(),
        headers: { Authorization: token, 'Content-Type': 'application/json' },
        body: method === 'get' || method === 'delete' ? undefined : '{}',
      });
      return `${label}: ${response.status}`;
    }),
  );
  assert.deepEqual(
    answers,
    removed.map(({ label }) => `${label}: 404`),
  );
});

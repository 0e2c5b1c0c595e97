/**
 * The project's OpenAPI spec (openapi/): it assembles without problems, every
 * operation is documented well enough to act on, and the operation set is
 * exactly the project's list in openapi/operation-list/.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import {
  assembleSpec,
  collectRefs,
  HTTP_METHODS,
  openApiSourceDir,
  operationLines,
  type OpenApiOperation,
} from '../../scripts/openapi/assemble';
import { downloadSpec, SpecError, validateDownloadedSpec } from '../../scripts/openapi/generate';
import { documentedUnleashVersion } from '../../config/unleash-version';
import { PLANS } from '../../src/components/Availability/plans';

const root = path.resolve(import.meta.dirname, '../..');
const { spec, problems } = assembleSpec(openApiSourceDir);
const operations: { label: string; route: string; op: OpenApiOperation }[] = Object.entries(spec.paths).flatMap(
  ([route, item]) =>
    HTTP_METHODS.filter((method) => item[method]).map((method) => ({
      label: `${method.toUpperCase()} ${route} (${item[method]?.operationId})`,
      route,
      op: item[method] as OpenApiOperation,
    })),
);

describe('the project OpenAPI spec', () => {
  it('assembles without problems', () => {
    assert.deepEqual(problems, []);
  });

  it('has exactly the operations of the project list', () => {
    const listDir = path.join(openApiSourceDir, 'operation-list');
    const listed = fs
      .readdirSync(listDir)
      .flatMap((file) => fs.readFileSync(path.join(listDir, file), 'utf8').split('\n'))
      .filter((line) => line.trim())
      .sort();
    const actual = operationLines(spec);
    assert.deepEqual(
      {
        missing: listed.filter((line) => !actual.includes(line)),
        extra: actual.filter((line) => !listed.includes(line)),
      },
      { missing: [], extra: [] },
    );
    assert.ok(actual.length >= 344, `only ${actual.length} operations`);
  });

  it('documents every operation: summary, a description that says what it is for, tag, responses', () => {
    const tagNames = new Set(spec.tags.map((tag) => tag.name));
    const bad = operations.flatMap(({ label, op }) => {
      const issues: string[] = [];
      if (!op.summary?.trim()) issues.push('no summary');
      if ((op.description ?? '').trim().split(/\s+/).length < 8) issues.push('a description of fewer than 8 words');
      if (!tagNames.has(op.tags?.[0])) issues.push(`tag ${op.tags?.[0]} is not declared`);
      const responses = op.responses as Record<string, unknown> | undefined;
      if (!responses || Object.keys(responses).length === 0) issues.push('no responses');
      return issues.map((issue) => `${label}: ${issue}`);
    });
    assert.deepEqual(bad, []);
  });

  it('declares every path parameter as a required parameter with a schema', () => {
    const bad = operations.flatMap(({ label, route, op }) => {
      const params = (op.parameters ?? []) as { name: string; in: string; required?: boolean; schema?: unknown }[];
      const inPath = [...route.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      return [
        ...inPath
          .filter((name) => !params.some((p) => p.in === 'path' && p.name === name && p.required === true))
          .map((name) => `${label}: path parameter ${name} is not declared as required`),
        ...params.filter((p) => !p.schema).map((p) => `${label}: parameter ${p.name} has no schema`),
      ];
    });
    assert.deepEqual(bad, []);
  });

  it('resolves every $ref', () => {
    const refs = collectRefs({ paths: spec.paths, components: spec.components }, '');
    const unresolved = refs
      .map(({ ref }) => ref)
      .filter((ref) => {
        const [, , kind, name] = ref.split('/');
        const table = (spec.components as Record<string, Record<string, unknown> | undefined>)[kind];
        return !table?.[name];
      });
    assert.ok(refs.length > 300, 'the spec uses shared schemas');
    assert.deepEqual(unresolved, []);
  });

  it(`describes Unleash ${documentedUnleashVersion}, the release the site documents`, () => {
    assert.match(String(spec.info.version), new RegExp(`^${documentedUnleashVersion.replace('.', '\\.')}\\.\\d+$`));
    const realServer = JSON.parse(fs.readFileSync(path.join(root, 'tools/real-unleash/package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    assert.ok(
      realServer.dependencies['unleash-server']?.startsWith(`${documentedUnleashVersion}.`),
      `the tests run unleash-server ${realServer.dependencies['unleash-server']}`,
    );
  });

  it('says for every operation what it needs: the permission it checks, or the plans that serve it', () => {
    // Which permission, and whether open source serves it, is checked against the real server in
    // tests/real-unleash/operation-facts.test.ts; this checks that the facts are stated well-formed.
    const bad = operations.flatMap(({ label, op }) => {
      const permissions = op['x-unleash-permissions'];
      const plans = op['x-unleash-plans'];
      const removedIn = op['x-unleash-removed-in'];
      const issues: string[] = [];
      if (permissions !== undefined) {
        if (
          !Array.isArray(permissions) ||
          !permissions.every((p) => typeof p === 'string' && /^[A-Z][A-Z_]*$/.test(p))
        ) {
          issues.push('x-unleash-permissions is not a list of permission names (use [] for none)');
        }
      }
      if (plans !== undefined) {
        if (!Array.isArray(plans) || plans.length === 0 || !plans.every((p) => PLANS.includes(p as never))) {
          issues.push(`x-unleash-plans must list some of ${PLANS.join(', ')}`);
        } else if (plans.includes('open-source')) {
          issues.push('x-unleash-plans is only for operations the open-source server does not serve');
        }
      }
      if (removedIn !== undefined) {
        if (typeof removedIn !== 'string' || !/^\d+\.\d+$/.test(removedIn))
          issues.push('x-unleash-removed-in is not a version like 8.1');
        if (op.deprecated !== true) issues.push('removed but not deprecated');
        if (typeof op['x-deprecated-description'] !== 'string')
          issues.push('removed without an x-deprecated-description');
      } else if ((permissions === undefined) === (plans === undefined)) {
        issues.push('needs exactly one of x-unleash-permissions (open source serves it) and x-unleash-plans');
      }
      return issues.map((issue) => `${label}: ${issue}`);
    });
    assert.deepEqual(bad, []);
  });

  it('tells the assembler about problems instead of failing quietly', () => {
    const dir = fs.mkdtempSync(path.join(root, 'tmp-openapi-'));
    try {
      fs.mkdirSync(path.join(dir, 'tags'));
      fs.mkdirSync(path.join(dir, 'schemas'));
      fs.writeFileSync(path.join(dir, 'base.yaml'), 'openapi: 3.0.3\ninfo: { title: T, version: "1" }\n');
      fs.writeFileSync(
        path.join(dir, 'tags', 'things.yaml'),
        'name: Things\ndescription: d\npaths:\n  /x:\n    get:\n      operationId: getX\n      tags: [Other]\n' +
          // Links to this operation's page and its tag page resolve; a mistyped operation link does not.
          '      description: See https://docs.getunleash.io/reference/api/unleash/get-x, https://docs.getunleash.io/reference/api/unleash/things and https://docs.getunleash.io/reference/api/unleash/get-xx\n' +
          '      responses:\n        "200": { $ref: "#/components/responses/missing" }\n',
      );
      fs.writeFileSync(path.join(dir, 'schemas', 'unusedSchema.yaml'), 'type: object\n');
      const result = assembleSpec(dir);
      assert.equal(result.problems.length, 4, result.problems.join('\n'));
      assert.match(result.problems.join('\n'), /this site has no page \/reference\/api\/unleash\/get-xx /);
      assert.match(result.problems.join('\n'), /first tag must be "Things"/);
      assert.match(result.problems.join('\n'), /does not resolve/);
      assert.match(result.problems.join('\n'), /no operation uses it/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('OPENAPI_SPEC_URL', () => {
  let server: http.Server;
  let origin = '';
  before(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/html') res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><p>Login</p>');
      else if (req.url === '/spec') res.writeHead(200).end(JSON.stringify(spec));
      else res.writeHead(404).end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  after(() => server.close());

  it('accepts a valid spec', async () => {
    const downloaded = await downloadSpec(`${origin}/spec`);
    assert.equal(operationLines(downloaded).length, operationLines(spec).length);
  });

  it('rejects what is not a spec with a message that says why', async () => {
    await assert.rejects(
      downloadSpec(`${origin}/html`),
      (error: Error) => error instanceof SpecError && /did not return JSON/.test(error.message),
    );
    await assert.rejects(downloadSpec(`${origin}/missing`), /answered 404/);
    assert.throws(() => validateDownloadedSpec('{"swagger":"2.0"}', 'x'), /not an OpenAPI 3 document/);
    assert.throws(() => validateDownloadedSpec('{"openapi":"3.0.3","paths":{}}', 'x'), /describes no operations/);
    assert.throws(
      () => validateDownloadedSpec('{"openapi":"3.0.3","paths":{"/a":{"get":{"responses":{}}}}}', 'x'),
      /GET \/a has no operationId/,
    );
  });

  it('stops the build with a clear error when the URL is unreachable, leaving the pages alone', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/openapi/generate.ts'], {
      cwd: root,
      env: { ...process.env, OPENAPI_SPEC_URL: 'http://127.0.0.1:9/docs/openapi.json' },
      encoding: 'utf8',
    });
    assert.equal(result.status, 1);
    assert.match(result.stderr, /could not reach OPENAPI_SPEC_URL http:\/\/127\.0\.0\.1:9\/docs\/openapi\.json/);
  });

  it('names the variable when it is not a URL', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/openapi/generate.ts'], {
      cwd: root,
      env: { ...process.env, OPENAPI_SPEC_URL: 'unleash.example.com/docs/openapi.json' },
      encoding: 'utf8',
    });
    assert.equal(result.status, 1);
    assert.match(result.stderr, /Environment variable OPENAPI_SPEC_URL must be an absolute URL/);
  });
});

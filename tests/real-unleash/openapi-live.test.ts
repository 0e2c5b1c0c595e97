/**
 * The project's spec against the real thing: the OpenAPI document a running
 * Unleash serves at /docs/openapi.json. Every operation it serves must be in
 * the project's spec with the same method, path, operationId, parameters and
 * required request-body fields. Status codes are not compared: the project's
 * spec lists what the 8.2 controllers really answer, and the served document
 * is wrong in places (it declares 200 where createFeature answers 201).
 */
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { assembleSpec, HTTP_METHODS, openApiSourceDir, type OpenApiDocument } from '../../scripts/openapi/assemble';
import { downloadSpec } from '../../scripts/openapi/generate';
import { connectRealUnleash, type RealUnleash } from '../../scripts/lib/real-unleash';

type Json = Record<string, unknown>;

let unleash: RealUnleash;
let served: OpenApiDocument;
const { spec: ours } = assembleSpec(openApiSourceDir);

before(async () => {
  unleash = await connectRealUnleash();
  served = await downloadSpec(`${unleash.url}/docs/openapi.json`);
});
after(async () => {
  await unleash?.stop();
});

function parameterFacts(op: Json | undefined): string[] {
  return ((op?.parameters ?? []) as Json[]).map((p) => `${p.in}:${p.name}${p.required ? ' (required)' : ''}`).sort();
}

/** The required fields of a request body, following a top-level $ref. */
function requiredBodyFields(doc: OpenApiDocument, op: Json | undefined): string[] {
  const body = op?.requestBody as Json | undefined;
  const content = body?.content as Record<string, { schema?: Json }> | undefined;
  let schema = content ? Object.values(content)[0]?.schema : undefined;
  if (typeof schema?.$ref === 'string') schema = doc.components.schemas[schema.$ref.split('/').pop() as string];
  return ((schema?.required ?? []) as string[]).slice().sort();
}

it('the real Unleash serves an OpenAPI 3 document', () => {
  assert.match(served.openapi, /^3\./);
  assert.ok(Object.keys(served.paths).length > 100, 'it serves the full API');
});

it('every operation the real Unleash serves is in the project spec, with the same facts', () => {
  const differences: string[] = [];
  let compared = 0;
  for (const [route, item] of Object.entries(served.paths)) {
    for (const method of HTTP_METHODS) {
      const live = item[method] as Json | undefined;
      if (!live?.operationId) continue;
      compared++;
      const label = `${method.toUpperCase()} ${route} (${live.operationId})`;
      const mine = ours.paths[route]?.[method] as Json | undefined;
      if (!mine) {
        differences.push(`${label}: missing from the project spec`);
        continue;
      }
      if (mine.operationId !== live.operationId) differences.push(`${label}: operationId is ${mine.operationId}`);
      const [liveParams, myParams] = [parameterFacts(live), parameterFacts(mine)];
      if (liveParams.join() !== myParams.join()) {
        differences.push(`${label}: parameters [${myParams.join(', ')}] instead of [${liveParams.join(', ')}]`);
      }
      if (Boolean(live.requestBody) !== Boolean(mine.requestBody)) {
        differences.push(`${label}: request body ${mine.requestBody ? 'documented but not served' : 'missing'}`);
      }
      const [liveRequired, myRequired] = [requiredBodyFields(served, live), requiredBodyFields(ours, mine)];
      if (liveRequired.join() !== myRequired.join()) {
        differences.push(
          `${label}: required body fields [${myRequired.join(', ')}] instead of [${liveRequired.join(', ')}]`,
        );
      }
    }
  }
  console.log(`compared ${compared} operations served by Unleash ${served.info?.version}`);
  assert.ok(compared > 150, `only ${compared} operations compared`);
  assert.deepEqual(differences, []);
});

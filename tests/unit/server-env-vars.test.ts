/** What counts as a server environment variable on a page (scripts/lib/server-env-vars.ts). */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { parseMdx } from '../../scripts/lib/mdx-document';
import { serverEnvVarMentions } from '../../scripts/lib/server-env-vars';

const page = `---
title: T
---

| Limit | Default | Environment variable |
| --- | --- | --- |
| Flags | 5000 | \`UNLEASH_FEATURE_FLAGS_LIMIT\` |
| Madeup | 1 | \`UNLEASH_NOT_A_REAL_LIMIT\` |

| Option | Meaning |
| --- | --- |
| \`NOT_AN_ENV_COLUMN\` | ignored |

\`\`\`bash
docker run -d --name postgres -e POSTGRES_PASSWORD=secret postgres:15
docker run -p 4242:4242 \\
  -e DATABASE_URL=postgres://u:p@db/unleash \\
  --env BASE_URI_PATH=/unleash \\
  unleashorg/unleash-server:8.2
LOG_LEVEL=debug npx unleash-server
export UNLEASH_API_TOKEN=sdk-side
\`\`\`

\`\`\`yaml
services:
  db:
    image: postgres:15
    environment:
      POSTGRES_DB: unleash
  web:
    image: unleashorg/unleash-server:8.2
    environment:
      DATABASE_URL: postgres://u:p@db/unleash
  edge:
    image: unleashorg/unleash-edge
    environment:
      - UPSTREAM_URL=http://web:4242
\`\`\`
`;

it('finds the server variables of configuration tables, server commands and Compose services', () => {
  const names = serverEnvVarMentions(page, parseMdx(page), '/reference/x').map((m) => `${m.where}:${m.name}`);
  assert.deepEqual(names.sort(), [
    'code:BASE_URI_PATH',
    'code:DATABASE_URL',
    'code:DATABASE_URL',
    'code:LOG_LEVEL',
    'table:UNLEASH_FEATURE_FLAGS_LIMIT',
    'table:UNLEASH_NOT_A_REAL_LIMIT',
  ]);
});

it('leaves pages about SDKs, Edge, the Proxy, tutorials and Terraform alone', () => {
  for (const route of [
    '/reference/sdks/node',
    '/reference/unleash-edge/cli',
    '/feature-flag-tutorials/react',
    '/reference/terraform',
  ]) {
    assert.deepEqual(serverEnvVarMentions(page, parseMdx(page), route), [], route);
  }
});

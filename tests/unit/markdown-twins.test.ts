/**
 * plugins/markdown-twins: a page's MDX as clean Markdown (each MDX-only construct as what it
 * means), API operation pages from their operation, llms.txt in the llmstxt.org format, the twin
 * paths, the hosts' media types, and every hand-written page of docs/ converted without a
 * component left unrendered or MDX syntax left over.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, it } from 'node:test';
import { mdxToMarkdown, operationOfPage, type ConvertContext } from '../../plugins/markdown-twins/convert';
import { llmsTxt, oneLine } from '../../plugins/markdown-twins/llms';
import { pagesInSidebarOrder } from '../../plugins/markdown-twins/index';
import { markdownTwinPath, routeOfMarkdownTwin } from '../../config/markdown-twins';
import { netlifyHeaders } from '../../plugins/hosting/policy';
import { docsDir, docsFiles, frontMatterOf, routeOfDocsFile } from '../../scripts/lib/site-routes';

const siteUrl = 'https://docs.example';

function convert(source: string, overrides: Partial<ConvertContext> = {}) {
  const frontMatter = frontMatterOf(source);
  return mdxToMarkdown(source, {
    file: path.join(docsDir, 'reference', 'page.mdx'),
    route: '/reference/page',
    title: String(frontMatter.title ?? 'Page'),
    description: String(frontMatter.description ?? ''),
    frontMatter,
    siteUrl,
    routeOfFile: (file) => (file === path.join(docsDir, 'reference', 'segments.mdx') ? '/reference/segments' : null),
    docById: () => null,
    adrs: [],
    ...overrides,
  });
}

/** Markdown outside code, fenced blocks and inline (where MDX syntax must not survive). */
const prose = (markdown: string) =>
  markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '').replace(/(`+)[^`\n][\s\S]*?\1/g, '');

describe('a page as Markdown', () => {
  const source = `---
title: Segments
description: Reuse a set of constraints across flags.
---

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

<Availability plans={['pro', 'enterprise']} since="5.7" />

{/* an MDX comment */}

Read [the reference](./segments.mdx#limits) or [a page](/quickstart) and the time 10:30, key:value.

:::note[Before you start]

You need an admin token.

:::

:::warning

Deleting a segment is permanent.

:::

## Set it up

<Tabs>
<TabItem value="node" label="Node.js">

\`\`\`js title="index.js" runnable expect="ok"
console.log('ok');
\`\`\`

</TabItem>
<TabItem value="python" label="Python">

Run <kbd>Ctrl</kbd> then this.

</TabItem>
</Tabs>

<figure>
  <img src="/img/segments.svg" alt="A segment shared by two flags" />
  <figcaption>One segment, two flags.</figcaption>
</figure>

<MysteryWidget>Kept text</MysteryWidget>
`;
  const { markdown, unhandled } = convert(source);

  it('starts with the title as `# Title` and the description under it', () => {
    assert.match(markdown, /^# Segments\n\n> Reuse a set of constraints across flags\.\n/);
  });

  it('drops imports, exports and comments', () => {
    assert.doesNotMatch(markdown, /import |an MDX comment|\{\//);
  });

  it('says the availability in one line of text', () => {
    assert.match(markdown, /^\*\*Availability:\*\* Pro, Enterprise, version 5\.7 and later\.$/m);
  });

  it('writes admonitions as quotes with their label', () => {
    assert.match(markdown, /^> \*\*Before you start\*\*\n>\n> You need an admin token\.$/m);
    assert.match(markdown, /^> \*\*Warning:\*\* Deleting a segment is permanent\.$/m);
  });

  it('writes each tab as a labelled section one level below its heading', () => {
    assert.match(
      markdown,
      /## Set it up\n\n### Node\.js\n\n```js title="index\.js"\nconsole\.log\('ok'\);\n```\n\n### Python\n\nRun `Ctrl` then this\./,
    );
  });

  it("keeps a code block's file name and drops the test markers", () => {
    assert.doesNotMatch(markdown, /runnable|expect=/);
  });

  it('gives images and diagrams as their alt text, with the caption', () => {
    assert.match(markdown, /_Image: A segment shared by two flags_\n\nOne segment, two flags\./);
    assert.doesNotMatch(markdown, /segments\.svg/);
  });

  it('points links at the published pages, .mdx files resolved', () => {
    assert.match(markdown, /\[the reference\]\(https:\/\/docs\.example\/reference\/segments#limits\)/);
    assert.match(markdown, /\[a page\]\(https:\/\/docs\.example\/quickstart\)/);
  });

  it('gives back prose that looked like a directive', () => {
    assert.match(markdown, /the time 10:30, key:value\./);
  });

  it('reports a component it cannot render and keeps its text', () => {
    assert.deepEqual(unhandled, ['MysteryWidget']);
    assert.match(markdown, /Kept text/);
  });
});

describe('an API operation page as Markdown', () => {
  const api = {
    operationId: 'createThing',
    method: 'post',
    path: '/api/admin/things/{thingId}',
    description: 'Creates a thing. See [things](/reference/things).',
    'x-unleash-permissions': ['CREATE_THING'],
    parameters: [{ name: 'thingId', in: 'path', required: true, schema: { type: 'string' }, description: 'The id.' }],
    requestBody: {
      required: true,
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['name'],
            properties: {
              name: { type: 'string', description: 'Its name.' },
              kind: { enum: ['a', 'b'], default: 'a' },
              tags: { type: 'array', items: { type: 'object', properties: { value: { type: 'string' } } } },
            },
          },
        },
      },
    },
    responses: { '201': { description: 'Created.' }, '403': { description: 'No permission.' } },
  };
  const encode = (value: unknown) => zlib.deflateSync(JSON.stringify(value)).toString('base64');
  const frontMatter = {
    title: 'Create a thing',
    api: encode(api),
    request_samples: encode([
      { language: 'curl', highlight: 'bash', code: "curl -L -X POST '<your-unleash-url>/api/admin/things/:thingId'" },
      { language: 'python', highlight: 'python', code: 'import requests' },
    ]),
  };
  const { markdown } = mdxToMarkdown('---\ntitle: Create a thing\n---\n\n<MethodEndpoint />\n', {
    file: 'x.api.mdx',
    route: '/reference/api/unleash/create-thing',
    title: 'Create a thing',
    description: 'Creates a thing.',
    frontMatter,
    siteUrl,
    routeOfFile: () => null,
    docById: () => null,
    adrs: [],
  });

  it('gives the method, path, permission and description', () => {
    assert.match(markdown, /^# Create a thing\n\n`POST \/api\/admin\/things\/\{thingId\}`\n/);
    assert.match(markdown, /\*\*\[Permission\]\(https:\/\/docs\.example\/reference\/rbac\):\*\* `CREATE_THING`/);
    assert.match(markdown, /Creates a thing\. See \[things\]\(https:\/\/docs\.example\/reference\/things\)\./);
  });

  it('lists parameters, body fields (nested ones by path) and responses', () => {
    assert.match(markdown, /## Request\n\n### Parameters\n\n\| Name \| In \| Type \| Required \| Description \|/);
    assert.match(markdown, /\| `thingId` \| path \| string \| yes \| The id\. \|/);
    assert.match(markdown, /### Body \(required\)/);
    assert.match(markdown, /\| `name` \| string \| yes \| Its name\. \|/);
    assert.match(markdown, /\| `kind` \| string \| no \| One of: `a`, `b`\. Default: `a`\. \|/);
    assert.match(markdown, /\| `tags\[\]\.value` \| string \| no \|/);
    assert.match(markdown, /## Responses\n\n### 201\n\nCreated\.\n\n### 403\n\nNo permission\./);
  });

  it('ends with one curl sample', () => {
    assert.match(
      markdown,
      /## Request sample\n[\s\S]*```bash\ncurl -L -X POST '<your-unleash-url>\/api\/admin\/things\/:thingId'\n```\n$/,
    );
    assert.doesNotMatch(markdown, /import requests/);
  });

  it('knows the operation it documents', () => {
    assert.deepEqual(operationOfPage(frontMatter), {
      id: 'createThing',
      method: 'POST',
      path: '/api/admin/things/{thingId}',
    });
  });
});

describe('llms.txt and the twins around it', () => {
  it('follows the llmstxt.org format: title, summary, sections of described links', () => {
    const page = (route: string, title: string, section: string, description = '') => ({
      route,
      title,
      description,
      section,
      url: `${siteUrl}${route}`,
      markdownUrl: `${siteUrl}${markdownTwinPath(route)}`,
      generated: false,
      markdown: `# ${title}\n`,
    });
    const text = llmsTxt(
      { title: 'Docs', summary: 'All about it.', url: siteUrl },
      [
        page('/a', 'A [x]', 'Get started', 'First.'),
        page('/b', 'B', 'Get started'),
        page('/c', 'C', 'Reference', 'Third.'),
      ],
      `${siteUrl}/llms-full.txt`,
    );
    assert.match(
      text,
      /^# Docs\n\n> All about it\.\n\n.+\n\n## Get started\n\n- \[A \\\[x\\\]\]\(https:\/\/docs\.example\/a\.md\): First\.\n- \[B\]\(https:\/\/docs\.example\/b\.md\)\n\n## Reference\n\n- \[C\]\(https:\/\/docs\.example\/c\.md\): Third\.\n$/,
    );
  });

  it('keeps list descriptions to one line', () => {
    assert.equal(oneLine('Two\nlines.'), 'Two lines.');
    const long = `${'A first sentence that runs on for a while. '}${'More words here. '.repeat(20)}`;
    assert.equal(oneLine(long), 'A first sentence that runs on for a while.');
  });

  it('orders pages as the sidebars do, each under its top-level category', () => {
    const order = pagesInSidebarOrder(
      {
        documentation: [
          {
            type: 'category',
            label: 'Get started',
            link: { type: 'doc', id: 'quickstart' },
            items: [
              { type: 'doc', id: 'quickstart' },
              { type: 'doc', id: 'intro' },
            ],
          },
          {
            type: 'category',
            label: 'Reference',
            items: [{ type: 'category', label: 'Inner', items: [{ type: 'doc', id: 'segments' }] }],
          },
        ],
        academy: [{ type: 'doc', id: 'academy/intro' }],
      },
      { academy: 'Unleash Academy' },
    );
    assert.deepEqual(order, [
      { id: 'quickstart', section: 'Get started' },
      { id: 'intro', section: 'Get started' },
      { id: 'segments', section: 'Reference' },
      { id: 'academy/intro', section: 'Unleash Academy' },
    ]);
  });

  it('maps a route to its twin and back', () => {
    assert.equal(markdownTwinPath('/quickstart'), '/quickstart.md');
    assert.equal(markdownTwinPath('/'), '/index.md');
    assert.equal(markdownTwinPath('/reference/sdks/'), '/reference/sdks.md');
    assert.equal(routeOfMarkdownTwin('/index.md'), '/');
    assert.equal(routeOfMarkdownTwin('/reference/sdks.md'), '/reference/sdks');
  });

  it('has Netlify and Cloudflare Pages serve twins as text/markdown and llms.txt as UTF-8 text', () => {
    const headers = netlifyHeaders({ 'X-Content-Type-Options': 'nosniff' });
    assert.match(headers, /^\/\*\.md\n {2}Content-Type: text\/markdown; charset=utf-8\n {2}Cache-Control: no-cache$/m);
    assert.match(headers, /^\/llms\.txt\n {2}Content-Type: text\/plain; charset=utf-8$/m);
    assert.match(headers, /^\/llms-full\.txt\n {2}Content-Type: text\/plain; charset=utf-8$/m);
  });
});

describe('every hand-written page', () => {
  it('converts with every component rendered and no MDX left outside code', () => {
    const files = docsFiles();
    assert.ok(files.length > 100, `${files.length} pages`);
    const routes = new Map(
      files.map((file) => [file, routeOfDocsFile(file, frontMatterOf(fs.readFileSync(file, 'utf8')))]),
    );
    const problems: string[] = [];
    for (const file of files) {
      const source = fs.readFileSync(file, 'utf8');
      const frontMatter = frontMatterOf(source);
      const { markdown, unhandled } = mdxToMarkdown(source, {
        file,
        route: routes.get(file) ?? '/',
        title: String(frontMatter.title ?? ''),
        description: String(frontMatter.description ?? ''),
        frontMatter,
        siteUrl,
        routeOfFile: (target) => routes.get(target) ?? null,
        docById: () => null,
        adrs: [],
      });
      const where = path.relative(docsDir, file);
      if (unhandled.length > 0) problems.push(`${where}: no Markdown for <${unhandled.join('>, <')}>`);
      const leftover = /^(import|export) |^:::|<\/?(Tabs|TabItem|Availability|figure|img)\b|\{\/\*/m.exec(
        prose(markdown),
      );
      if (leftover) problems.push(`${where}: MDX left over: ${leftover[0]}`);
      if (!markdown.startsWith(`# ${String(frontMatter.title ?? '')}\n`))
        problems.push(`${where}: does not start with its title`);
    }
    assert.deepEqual(problems, []);
  });
});

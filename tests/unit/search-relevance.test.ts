/**
 * The relevance mechanisms of the embedded search (src/search/README.md, "Relevance"): each test
 * builds a small index whose wrong answer is the easy one, so that it fails when its mechanism breaks.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildSearchIndex } from '../../src/search/index-format';
import { EmbeddedSearchEngine } from '../../src/search/engine';
import { findSynonyms, redirectAliases, SYNONYMS } from '../../src/search/synonyms';
import { endpointTerms, findEndpoints, spellingVariants, tokenize } from '../../src/search/text';
import { languageSpecific, recordsFromPage } from '../../scripts/search-records';
import { redirectGroups } from '../../config/redirects';
import type { EngineResponse, SearchRecord } from '../../src/search/types';
import { stem } from 'porter2';
import { pageRecords, type Page } from './search-pages';

function engineOf(records: SearchRecord[]): EmbeddedSearchEngine {
  const { files } = buildSearchIndex(records);
  return new EmbeddedSearchEngine(async (name) => {
    const text = files[name];
    if (text === undefined) throw new Error(`no file ${name}`);
    return JSON.parse(text);
  });
}

const pagesOf = (response: EngineResponse) =>
  response.hits.map((hit) => new URL(hit.url ?? '', 'https://x.test').pathname);

// ---------------------------------------------------------------- words

test('C#, F# and C++ are words of their own, not the letters c and f', async () => {
  assert.deepEqual(
    tokenize('C#, F# and C++ (not c#x or abc#def)').map((token) => token.term),
    ['c#', 'f#', 'and', 'c++', 'not', 'c', 'x', 'or', 'abc', 'def'],
  );
  const engine = engineOf(
    pageRecords([
      { url: '/reference/sdks/c', title: 'C SDK', blocks: ['A client written in c for embedded devices.'] },
      { url: '/reference/sdks/dotnet', title: '.NET SDK', keywords: ['C#'], blocks: ['Install the package.'] },
    ]),
  );
  assert.equal(pagesOf(await engine.search({ query: 'c# sdk' }))[0], '/reference/sdks/dotnet');
});

// ---------------------------------------------------------------- typos

test('British and American spellings are the same word, not a typo: "organise" finds the page titled with "organize"', async () => {
  const engine = engineOf(
    pageRecords([
      {
        url: '/organize',
        title: 'How to organize feature flags in projects',
        blocks: ['Group flags by project and tag.'],
      },
      // Every word as typed, in passing: with "organize" a typo of "organise", this page would come first.
      { url: '/other', title: 'Other', blocks: ['Organise feature flags as you like.'] },
    ]),
  );
  assert.equal(pagesOf(await engine.search({ query: 'organise feature flags' }))[0], '/organize');
  assert.equal(pagesOf(await engine.search({ query: 'behaviour' })).length, 0);
  assert.deepEqual(spellingVariants('behaviour'), ['behavior']);
  assert.deepEqual(spellingVariants('licence'), ['license']);
  assert.deepEqual(spellingVariants('cancelled'), ['canceled']);
  assert.deepEqual(spellingVariants('raise'), []);
  assert.deepEqual(spellingVariants('hour'), []);
});

test('typos: a swap of two letters is one typo (Damerau), so a 7-letter word still finds its page', async () => {
  const engine = engineOf(
    pageRecords([
      { url: '/webhook', title: 'Webhook', blocks: ['Unleash posts every event to your URL.'] },
      { url: '/other', title: 'Other', blocks: ['Nothing about hooks here.'] },
    ]),
  );
  // "wehbook" is 2 edits from "webhook" by Levenshtein (too many for 7 letters), 1 swap by Damerau.
  const response = await engine.search({ query: 'wehbook' });
  assert.equal(pagesOf(response)[0], '/webhook');
  const swapped = await engine.search({ query: 'webohok' });
  assert.equal(pagesOf(swapped)[0], '/webhook');
});

test('typos: the frequent word of the site wins over a rare exact match of another spelling', async () => {
  const license = Array.from({ length: 9 }, (_, i) => `The license key ${i} unlocks the Enterprise features.`);
  const engine = engineOf(
    pageRecords([
      { url: '/about', title: 'About', blocks: ['The licence key of this page is CC BY.'] },
      { url: '/license-keys', title: 'License keys', blocks: license },
    ]),
  );
  // "licence" is on the site once (with "key"); "license", one typo away, in ten records: the reader meant "license".
  const response = await engine.search({ query: 'licence key' });
  assert.equal(pagesOf(response)[0], '/license-keys');
  assert.equal(response.hits[0]?.type, 'lvl1', 'the page titled with the meant words');
  // A word the site does not have at all: its stem's rarer words ("maintainers") lose to a frequent typo neighbour.
  const absent = engineOf(
    pageRecords([
      { url: '/contributing', title: 'Contributing', blocks: ['The maintainers review pull requests in this mode.'] },
      {
        url: '/maintenance-mode',
        title: 'Maintenance mode',
        blocks: ['In maintenance mode nothing changes.', 'Maintenance blocks writes.', 'Turn maintenance off.'],
      },
    ]),
  );
  assert.equal(pagesOf(await absent.search({ query: 'maintainance mode' }))[0], '/maintenance-mode');
  // A word as frequent as its neighbour is not corrected: "token" and "taken" each stay themselves.
  const even = engineOf(
    pageRecords([
      { url: '/tokens', title: 'Tokens', blocks: ['Rotate the token.'] },
      { url: '/names', title: 'Names', blocks: ['The name is taken.'] },
    ]),
  );
  assert.equal(pagesOf(await even.search({ query: 'token' }))[0], '/tokens');
});

// ---------------------------------------------------------------- API intent

const apiPages: Page[] = [
  {
    url: '/reference/segments',
    title: 'Segments',
    blocks: ['Update a segment from the admin UI: open it, change its constraints and save.'],
  },
  {
    url: '/reference/api/legacy/admin/segments',
    title: '/api/admin/segments',
    api: 1,
    blocks: [
      '## PUT /api/admin/segments/:id',
      'Replaces the segment.',
      '## PUT /api/admin/segments/:id/strategies',
      'Replaces the strategies of the segment.',
    ],
  },
  {
    url: '/reference/api/unleash/update-segment',
    title: 'Update a segment',
    api: 2,
    keywords: ['updateSegment'],
    blocks: ['## PUT /api/admin/segments/{id}', 'Overwrites the segment with this ID.'],
  },
  {
    url: '/reference/api/unleash/update-segment-strategies',
    title: 'Set the strategies of a segment',
    api: 2,
    blocks: ['## PUT /api/admin/segments/{id}/strategies', 'Overwrites the strategies.'],
  },
];

test('a method and path match the endpoint exactly, whatever its parameters are called', async () => {
  const engine = engineOf(pageRecords(apiPages));
  for (const query of [
    'PUT /api/admin/segments/{id}',
    'PUT /api/admin/segments/:id',
    'PUT /api/admin/segments/{segmentId}',
    'put /api/admin/segments/:segment',
  ]) {
    const pages = pagesOf(await engine.search({ query, distinct: true }));
    assert.equal(pages[0], '/reference/api/unleash/update-segment', `${query}: the operation page first`);
    assert.equal(pages[1], '/reference/api/legacy/admin/segments', `${query}: then the legacy section`);
    assert.ok(
      pages.indexOf('/reference/api/unleash/update-segment-strategies') > 1,
      `${query}: a longer path is not the same endpoint`,
    );
  }
  // Without the method, the path alone.
  const path = await engine.search({ query: '/api/admin/segments/:id/strategies', distinct: true });
  assert.equal(pagesOf(path)[0], '/reference/api/unleash/update-segment-strategies');
  // The terms agree between a heading with `:id` and a query with `{x}`.
  const [heading] = findEndpoints('PUT /api/admin/segments/:id');
  const [query] = findEndpoints('put /api/admin/segments/{segmentId}/');
  assert.ok(heading && query);
  assert.deepEqual(endpointTerms(heading), endpointTerms(query));
});

test('a legacy API heading keeps its parameters in its record, though its anchor drops them', async () => {
  // MDX renders `:projectId` as text between comments, and slugs the heading without it: the anchor of
  // ".../:projectId/features" and ".../:projectId/features/:featureName" differ only by a "-1".
  const html = `<html><body><article><div class="markdown"><h1>/api/admin/projects/:projectId</h1>
  <h3 id="get-apiadminprojectsfeatures">GET /api/admin/projects/<!-- -->:projectId<!-- -->/features</h3>
  <p>Lists the flags of a project.</p>
  <h3 id="get-apiadminprojectsfeatures-1">GET /api/admin/projects/<!-- -->:projectId<!-- -->/features/<!-- -->:featureName</h3>
  <p>Returns one flag.</p></div></article></body></html>`;
  const records = recordsFromPage(html, '/reference/api/legacy/unleash/admin/features-v2', 'https://x.test');
  assert.deepEqual(
    records.filter((r) => r.type === 'lvl3').map((r) => r.hierarchy.lvl3),
    ['GET /api/admin/projects/:projectId/features', 'GET /api/admin/projects/:projectId/features/:featureName'],
  );
  assert.ok(records.every((r) => r.api === 1));
  const engine = engineOf(records);
  for (const [query, anchor] of [
    ['GET /api/admin/projects/{projectId}/features/{featureName}', '#get-apiadminprojectsfeatures-1'],
    ['GET /api/admin/projects/:project/features', '#get-apiadminprojectsfeatures'],
  ] as const) {
    const hit = (await engine.search({ query, distinct: true })).hits[0];
    assert.equal(new URL(hit?.url ?? '', 'https://x.test').hash, anchor, query);
  }
});

test('an action on a resource asks for the operation page; a question asks for the guide', async () => {
  const engine = engineOf(
    pageRecords([
      ...apiPages,
      { url: '/how-to/update-segments', title: 'How to update segments', blocks: ['Open the segment and edit it.'] },
    ]),
  );
  for (const query of ['update segment api', 'update a segment']) {
    assert.equal(pagesOf(await engine.search({ query }))[0], '/reference/api/unleash/update-segment', query);
  }
  assert.equal(pagesOf(await engine.search({ query: 'how do I update a segment' }))[0], '/how-to/update-segments');
  // A code name of an operation finds its page.
  assert.equal(pagesOf(await engine.search({ query: 'updateSegment' }))[0], '/reference/api/unleash/update-segment');
});

test('the records of an operation page hold its method with its path, and its operationId', () => {
  const html = `<html><body><article><div class="markdown">
  <h1>Update a segment</h1>
  <pre class="openapi__method-endpoint"><span class="badge badge--info">put</span> <h2 class="openapi__method-endpoint-path">/api/admin/segments/:id</h2></pre>
  <p>Overwrites the segment with this ID.</p>
  </div></article></body></html>`;
  const records = recordsFromPage(html, '/reference/api/unleash/update-segment', 'https://docs.example.com');
  assert.equal(records.find((r) => r.type === 'lvl2')?.hierarchy.lvl2, 'PUT /api/admin/segments/:id');
  const title = records.find((r) => r.type === 'lvl1');
  assert.deepEqual(title?.keywords, ['updateSegment']);
  assert.ok(records.every((r) => r.api === 2));
});

test('a page\'s front matter keywords (its <meta name="keywords">) find it by words its text does not have', async () => {
  const page = (title: string, keywords: string | null, text: string) =>
    `<html><head>${keywords === null ? '' : `<meta name="keywords" content="${keywords}">`}</head><body><article><div class="markdown"><h1>${title}</h1><p>${text}</p></div></article></body></html>`;
  const php = recordsFromPage(
    page('PHP SDK', 'Laravel, Symfony, PHP', 'Install it with Composer.'),
    '/sdks/php',
    'https://x.test',
  );
  // "PHP" is already in the title: only the words that add something are kept.
  assert.deepEqual(php.find((r) => r.type === 'lvl1')?.keywords, ['Laravel', 'Symfony']);
  const engine = engineOf([
    ...php,
    ...recordsFromPage(page('Python SDK', null, 'Works with any web framework.'), '/sdks/python', 'https://x.test'),
  ]);
  assert.deepEqual([...new Set(pagesOf(await engine.search({ query: 'laravel' })))], ['/sdks/php']);
  assert.equal(pagesOf(await engine.search({ query: 'symfony feature flags' }))[0], '/sdks/php');
});

// ---------------------------------------------------------------- synonyms

test('synonyms from the redirects: an old page name finds the page that holds its content now', async () => {
  const aliases = redirectAliases([
    { to: '/reference/events', from: ['/advanced/audit_log', '/reference/event-types', '/how-to/how-to-use-unleash'] },
    { to: '/reference/integrations', from: ['/addons', '/reference/integrations/index'] },
  ]);
  assert.deepEqual(aliases.get('/reference/events'), ['audit log', 'event types'], 'generic names are left out');
  assert.deepEqual(aliases.get('/reference/integrations'), ['addons']);
  // From the site's own table.
  const site = redirectAliases(redirectGroups);
  assert.ok(site.get('/reference/events')?.includes('audit log'));
  assert.ok(site.get('/reference/integrations')?.includes('addons'));

  const page = (title: string, text: string) =>
    `<html><body><article><div class="markdown"><h1>${title}</h1><p>${text}</p></div></article></body></html>`;
  const records = [
    ...recordsFromPage(page('Events', 'Every change is recorded.'), '/reference/events', 'https://x.test', {
      aliases: aliases.get('/reference/events'),
    }),
    ...recordsFromPage(page('Compliance', 'Keep a log for the audit.'), '/compliance', 'https://x.test'),
  ];
  const engine = engineOf(records);
  assert.equal(pagesOf(await engine.search({ query: 'audit log' }))[0], '/reference/events');
  assert.equal(pagesOf(await engine.search({ query: 'event type' }))[0], '/reference/events');
});

test('the synonyms table: old and other products words, each row found from any of its phrases', async () => {
  const has = (...phrases: string[]) => SYNONYMS.some((row) => phrases.every((p) => row.includes(p)));
  assert.ok(has('whitelist', 'allow list'));
  assert.ok(has('sso', 'single sign on'));
  assert.ok(has('a/b testing', 'split testing', 'ab testing'));
  assert.ok(has('kill switch', 'killswitch'));
  assert.ok(has('audit log', 'event log'));
  assert.ok(findSynonyms(['whitelist'].map(stem)).length > 0);
  const engine = engineOf(
    pageRecords([
      {
        url: '/strategies',
        title: 'Strategies',
        blocks: ['## Allow list', 'Only the user IDs in the list get the flag.'],
      },
      { url: '/other', title: 'Other', blocks: ['A list of things.'] },
    ]),
  );
  assert.equal(pagesOf(await engine.search({ query: 'whitelist' }))[0], '/strategies');
  // A phrase the query already holds adds nothing: "remote config payload" is not three words for "payload".
  const payload = engineOf(
    pageRecords([
      { url: '/adr/payloads', title: 'Payloads', blocks: ['Request payloads are JSON.'] },
      { url: '/variants', title: 'Variants', blocks: ['## Variant payload', 'Remote config for each variant.'] },
    ]),
  );
  assert.equal(pagesOf(await payload.search({ query: 'remote config payload' }))[0], '/variants');
});

// ---------------------------------------------------------------- code names

test('a code name finds the section that defines it first, on the page that defines such names', async () => {
  const settings = Array.from({ length: 20 }, (_, i) => `| \`SETTING_${i}\` |`);
  const engine = engineOf(
    pageRecords([
      {
        url: '/guide',
        title: 'Getting started',
        blocks: [
          'Set DATABASE_URL before you start the server; the database URL points at Postgres.',
          '| `DATABASE_URL` |',
        ],
      },
      { url: '/faq', title: 'Database URL', blocks: ['Which database URL format works?'] },
      {
        url: '/reference/configuring',
        title: 'Configuring Unleash',
        blocks: ['## Database', '| `DATABASE_URL` |', 'Connection string.', ...settings],
      },
    ]),
  );
  const response = await engine.search({ query: 'DATABASE_URL', distinct: true });
  assert.equal(pagesOf(response)[0], '/reference/configuring', 'the reference table, not the guide');
  assert.equal(response.hits[0]?.content, 'DATABASE_URL');
  assert.ok(
    pagesOf(response).indexOf('/faq') > pagesOf(response).indexOf('/guide'),
    'prose with the words "database URL" comes after the records that write the name',
  );
});

test('table cells that are only a code name in a name column are definitions', () => {
  const html = `<html><body><article><div class="markdown"><h1>Configuring</h1>
  <table><thead><tr><th>Environment variable<th>Default<th>What it does</thead>
  <tbody><tr><td><code>DATABASE_URL</code><td><code>unset</code><td>Connection string; see <code>DATABASE_URL_FILE</code>.</tbody></table>
  </div></article></body></html>`;
  const records = recordsFromPage(html, '/configuring', 'https://x.test');
  const cell = (text: string) => records.find((r) => r.content === text);
  assert.equal(cell('DATABASE_URL')?.definition, true);
  assert.equal(cell('unset')?.definition, undefined, 'a default is not a definition');
  assert.equal(cell('Connection string; see DATABASE_URL_FILE.')?.definition, undefined, 'a mention is not one');
});

// ---------------------------------------------------------------- questions, titles

test('question words and filler are not evidence: the page titled with the other words comes first', async () => {
  const engine = engineOf(
    pageRecords([
      {
        url: '/api-overview',
        title: 'API overview',
        blocks: ['Here is how scripts create a token: do I need an API token? You use the Admin API to create one.'],
      },
      { url: '/how-to/create-api-tokens', title: 'Create API tokens', blocks: ['Open the admin settings.'] },
    ]),
  );
  const response = await engine.search({ query: 'how do I create an API token', distinct: true });
  assert.equal(pagesOf(response)[0], '/how-to/create-api-tokens');
});

test('a page whose title holds every word comes before a section that holds some of them', async () => {
  const engine = engineOf(
    pageRecords([
      { url: '/sdks/android', title: 'Android SDK', blocks: ['Call it from Java code.'] },
      { url: '/sdks/java', title: 'Java SDK', blocks: ['Install it with Maven.'] },
    ]),
  );
  assert.equal(pagesOf(await engine.search({ query: 'java sdk' }))[0], '/sdks/java');
});

test('words in the headings of a section outweigh the same words in a list elsewhere', async () => {
  const engine = engineOf(
    pageRecords([
      { url: '/overview', title: 'Overview', blocks: ['The server stores flags, segments, users and events.'] },
      { url: '/segments', title: 'Segments', blocks: ['Target the users you need with one reusable set.'] },
    ]),
  );
  const response = await engine.search({ query: 'segments users' });
  assert.equal(pagesOf(response)[0], '/segments', 'the paragraph on the page "Segments" that names users');
});

test('a heading that holds every word is all heading words: it outweighs a paragraph under a heading with some', async () => {
  const engine = engineOf(
    pageRecords([
      { url: '/strategies', title: 'Strategies', blocks: ['## Stickiness', 'Choose a custom field for it.'] },
      { url: '/rollouts', title: 'Rollouts', blocks: ['## Custom stickiness', 'Pick any field of the context.'] },
    ]),
  );
  const response = await engine.search({ query: 'custom stickiness' });
  assert.equal(response.hits[0]?.url, '/rollouts#custom-stickiness', 'the heading "Custom stickiness"');
});

test('distinct: one hit per URL, its best record', async () => {
  const engine = engineOf(
    pageRecords([
      { url: '/segments', title: 'Segments', blocks: ['A segment is reusable.', 'Segments hold constraints.'] },
      { url: '/other', title: 'Other', blocks: ['## Segments elsewhere', 'More about segments.'] },
    ]),
  );
  const all = await engine.search({ query: 'segments' });
  const distinct = await engine.search({ query: 'segments', distinct: true });
  const urls = distinct.hits.map((h) => h.url);
  assert.equal(new Set(urls).size, urls.length);
  assert.deepEqual(urls, ['/segments', '/other#segments-elsewhere']);
  assert.equal(distinct.hits[0]?.type, 'lvl1', 'the best record of the URL');
  assert.equal(distinct.nbHits, 2);
  assert.ok(all.nbHits > distinct.nbHits);
});

test('a short query that is a page title names that page, ahead of the operations that hold its words', async () => {
  const engine = engineOf(
    pageRecords([
      {
        url: '/reference/api/unleash/register-frontend-client',
        title: 'Register a frontend client',
        api: 2,
        blocks: ['Registers a client of the frontend API.'],
      },
      { url: '/reference/front-end-api', title: 'Frontend API', blocks: ['Browsers and apps evaluate flags here.'] },
    ]),
  );
  // "api" asks for API pages, but the query is the guide's name; misspelled, it still is.
  for (const query of ['frontend api', 'frontned api']) {
    assert.equal(pagesOf(await engine.search({ query }))[0], '/reference/front-end-api', query);
  }
  // A longer query is not a name: "register frontend client api" asks for the operation.
  const longer = await engine.search({ query: 'register frontend client api' });
  assert.equal(pagesOf(longer)[0], '/reference/api/unleash/register-frontend-client');
});

test('a query names a page by its title or by one whole keyword, not by one word of a keyword', async () => {
  const engine = engineOf(
    pageRecords([
      // Pages about one SDK (pageRank 1): a general page that matches as well comes first, unless named.
      { url: '/reference/insights', title: 'Analytics', keywords: ['flag health'], blocks: ['Charts of your usage.'] },
      {
        url: '/understanding-unleash/hosting-options',
        title: 'Hosting options',
        keywords: ['SaaS'],
        blocks: ['Where Unleash runs.'],
      },
      {
        url: '/reference/api/unleash/toggle-environment-off',
        title: 'Disable an environment',
        api: 2,
        keywords: ['toggleEnvironmentOff'],
        blocks: ['Turns the environment off.'],
      },
      {
        url: '/reference/feature-toggles',
        title: 'Feature flags',
        general: true,
        blocks: ['A flag turns code on and off.'],
      },
      {
        url: '/reference/flag-health',
        title: 'Flag health checks',
        general: true,
        blocks: ['Stale and potentially stale flags.'],
      },
      { url: '/pricing', title: 'SaaS plans', general: true, blocks: ['What the hosted plans include.'] },
    ]),
  );
  const first = async (query: string) => pagesOf(await engine.search({ query }))[0];
  // "flag health" is a whole keyword of "Analytics": the query is one of its names.
  assert.equal(await first('flag health'), '/reference/insights');
  // So is "SaaS" of "Hosting options", though its title has more words than the query.
  assert.equal(await first('saas'), '/understanding-unleash/hosting-options');
  // "flag" (and "toggle", its synonym) is only a part of that keyword: no name of "Analytics".
  assert.notEqual(await first('flag'), '/reference/insights');
  assert.notEqual(await first('toggle'), '/reference/insights');
  // A keyword reached as the prefix of the last word is not reached whole: "toggl" is no name of the operation.
  assert.notEqual(await first('toggl'), '/reference/api/unleash/toggle-environment-off');
});

test('a query without API intent finds the guide before the generated tag page of the same name', async () => {
  const engine = engineOf(
    pageRecords([
      {
        url: '/reference/api/unleash/change-requests',
        title: 'Change requests',
        api: 1,
        generated: true,
        blocks: ['Create, review and apply change requests.'],
      },
      {
        url: '/reference/api/unleash/create-change-request',
        title: 'Create a change request',
        api: 2,
        blocks: ['Creates a change request.'],
      },
      { url: '/reference/change-requests', title: 'Change requests', blocks: ['Review changes before they apply.'] },
    ]),
  );
  // Both are named by the query; the tag page comes first in the index, the guide first in the results.
  assert.deepEqual(
    [...new Set(pagesOf(await engine.search({ query: 'change requests' })))],
    [
      '/reference/change-requests',
      '/reference/api/unleash/change-requests',
      '/reference/api/unleash/create-change-request',
    ],
  );
  // Asked for the API, the API reference comes first.
  assert.equal(
    pagesOf(await engine.search({ query: 'change requests api' }))[0],
    '/reference/api/unleash/change-requests',
  );
});

test('"api" before a misspelled "tokens" still names the tokens, not the API', async () => {
  const engine = engineOf(
    pageRecords([
      {
        url: '/reference/api/unleash/get-all-api-tokens',
        title: 'Get API tokens',
        api: 2,
        blocks: ['Lists the API tokens.'],
      },
      {
        url: '/reference/api-tokens-and-client-keys',
        title: 'API tokens and client keys',
        blocks: ['Every SDK authenticates with a token.'],
      },
    ]),
  );
  for (const query of ['api tokens', 'api tokns']) {
    assert.equal(pagesOf(await engine.search({ query }))[0], '/reference/api-tokens-and-client-keys', query);
  }
});

test('of two sections that hold every word, the one on the page whose title holds more of them ranks first', async () => {
  const engine = engineOf(
    pageRecords([
      { url: '/overview', title: 'Overview', blocks: ['Schedule a flag for a later time.'] },
      { url: '/scheduling', title: 'Scheduling releases', blocks: ['Schedule a flag for a later time.'] },
    ]),
  );
  assert.equal(pagesOf(await engine.search({ query: 'schedule flag time' }))[0], '/scheduling');
});

test('a question\'s linking words are no evidence: "still" does not make a page about something else win', async () => {
  const engine = engineOf(
    pageRecords([
      {
        url: '/segments',
        title: 'Segments',
        blocks: ['## Delete a segment', 'A strategy that uses it blocks the delete.'],
      },
      // Every word of the question, "still" included, but about strategies, not the deletion of a segment.
      { url: '/strategies', title: 'Strategies', blocks: ['Delete a strategy; the segment still exists.'] },
    ]),
  );
  const query = 'how do I delete a segment that strategies still use';
  assert.equal(pagesOf(await engine.search({ query }))[0], '/segments');
});

test('a general page comes before a page about one language that matches as well', async () => {
  const engine = engineOf(
    pageRecords([
      // The Ruby page has the words in a heading, which would otherwise rank first (attribute).
      {
        url: '/feature-flag-tutorials/ruby/examples',
        title: 'Ruby examples',
        blocks: ['## Kill switch', 'Turn it off.'],
      },
      {
        url: '/reference/feature-toggles',
        title: 'Feature flags',
        general: true,
        blocks: ['A kill switch turns it off.'],
      },
    ]),
  );
  assert.equal(pagesOf(await engine.search({ query: 'kill switch' }))[0], '/reference/feature-toggles');
  // Naming the language finds its page.
  assert.equal(pagesOf(await engine.search({ query: 'ruby kill switch' }))[0], '/feature-flag-tutorials/ruby/examples');
});

test('the records of a tutorial or an SDK page are marked as about one language', () => {
  assert.equal(languageSpecific('/feature-flag-tutorials/ruby/examples'), true);
  assert.equal(languageSpecific('/reference/sdks/node'), true);
  assert.equal(languageSpecific('/reference/sdks'), false);
  assert.equal(languageSpecific('/feature-flag-tutorials/use-cases/gradual-rollout'), false);
  assert.equal(languageSpecific('/reference/segments'), false);
});

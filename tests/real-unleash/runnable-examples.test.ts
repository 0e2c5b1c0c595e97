/**
 * Runs the docs' runnable examples (code blocks marked `runnable`, see
 * scripts/lib/runnable-examples.ts) against a real Unleash, page by page, in
 * page order. Every page that marks examples is picked up.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { docsFiles } from '../../scripts/lib/site-routes';
import { connectRealUnleash, type RealUnleash } from '../../scripts/lib/real-unleash';
import { ExampleSession, extractRunnableExamples, runnableModeOf } from '../../scripts/lib/runnable-examples';

const root = path.resolve(import.meta.dirname, '../..');
/** A page that cannot be read fails its own test instead of stopping the whole file. */
const unreadable: { file: string; error: string }[] = [];
const pages = docsFiles()
  .map((file) => {
    try {
      return { file, examples: extractRunnableExamples(file), mode: runnableModeOf(file) };
    } catch (error) {
      unreadable.push({ file, error: (error as Error).message });
      return { file, examples: [], mode: 'shared-server' as const };
    }
  })
  .filter((page) => page.examples.length > 0);

it('every docs page can be read for runnable examples', () => {
  assert.deepEqual(unreadable, []);
});

/** The first steps readers take; these pages must keep their examples runnable. */
const pagesThatMustHaveExamples = [
  'docs/quickstart.mdx',
  'docs/how-to-create-feature-flag.mdx',
  'docs/what-is-a-feature-flag.mdx',
];

let unleash: RealUnleash;
before(async () => {
  unleash = await connectRealUnleash();
});
after(async () => {
  await unleash?.stop();
});

it('the getting-started pages mark their examples as runnable', () => {
  const marked = pages.map((page) => path.relative(root, page.file));
  for (const file of pagesThatMustHaveExamples) assert.ok(marked.includes(file), `${file} has no runnable example`);
});

for (const page of pages) {
  describe(path.relative(root, page.file), () => {
    let session: ExampleSession;
    let earlierFailure: string | undefined;
    before(async () => {
      // Deployment pages start their own Unleash, on scratch databases of the test cluster.
      session =
        page.mode === 'own-server'
          ? await ExampleSession.forOwnServer(unleash.postgresUrl)
          : ExampleSession.forSharedServer(unleash);
    });
    after(() => session.dispose());

    for (const example of page.examples) {
      const label = `line ${example.line}: ${example.fileName ?? example.code.split('\n')[0].slice(0, 60)}`;
      it(label, { timeout: (example.timeoutSeconds + 30) * 1000 }, async () => {
        assert.equal(earlierFailure, undefined, `not run: ${earlierFailure} failed before it`);
        const result = await session.run(example);
        if (!result.ok) earlierFailure = `the block at line ${example.line}`;
        assert.ok(result.ok, `${result.reason}\n--- output ---\n${result.output.slice(-3000)}`);
      });
    }
  });
}

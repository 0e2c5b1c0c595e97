/**
 * Docusaurus's own loading, error and crash handling must stay in place: no
 * theme override may replace them, and every override is registered.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

const themeDir = path.resolve(import.meta.dirname, '../../src/theme');
const overrides = (fs.readdirSync(themeDir, { recursive: true }) as string[])
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) =>
    file
      .split(path.sep)
      .join('/')
      .replace(/(\/index)?\.tsx?$/, ''),
  );

test('the loading spinner, error-with-Retry and crash pages are not swizzled away', () => {
  const protectedComponents = ['Loading', 'Error', 'ErrorPageContent', 'Root', 'Layout', 'PendingNavigation'];
  assert.deepEqual(
    overrides.filter((name) => protectedComponents.includes(name)),
    [],
  );
});

test('every theme override is listed in src/theme/README.md with its reason', () => {
  const readme = fs.readFileSync(path.join(themeDir, 'README.md'), 'utf8');
  const missing = overrides.filter((name) => !readme.includes(`\`${name}\``));
  assert.deepEqual(missing, []);
});

test('wraps import the original component instead of copying it', () => {
  const ejected = overrides.filter((name) => {
    const file = ['index.tsx', '.tsx', '.ts']
      .map((ext) => path.join(themeDir, ext === 'index.tsx' ? `${name}/index.tsx` : `${name}${ext}`))
      .find((candidate) => fs.existsSync(candidate));
    const source = file ? fs.readFileSync(file, 'utf8') : '';
    return !source.includes('@theme-original/');
  });
  // Deliberate, registered exceptions (see README.md).
  assert.deepEqual(ejected.sort(), ['NotFound/Content', 'SearchPage']);
});

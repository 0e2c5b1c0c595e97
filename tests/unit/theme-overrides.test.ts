/**
 * Docusaurus's own loading, error and crash handling must stay in place: no
 * theme override may replace them, and every override is registered.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

const themeDir = path.resolve(import.meta.dirname, '../../src/theme');
// An override is a component file: src/theme/X.tsx or src/theme/X/index.tsx
// (other files in an override's folder are its parts).
const overrides = (fs.readdirSync(themeDir, { recursive: true }) as string[])
  .filter((file) => /\.tsx?$/.test(file))
  .filter((file) => /(^|\/)index\.tsx?$/.test(file.split(path.sep).join('/')) || !file.includes(path.sep))
  .map((file) =>
    file
      .split(path.sep)
      .join('/')
      .replace(/(\/index)?\.tsx?$/, ''),
  );

const importsOriginal = (name: string) => {
  const folder = path.join(themeDir, name);
  const files = fs.existsSync(folder)
    ? fs
        .readdirSync(folder)
        .filter((file) => /\.tsx?$/.test(file))
        .map((file) => path.join(folder, file))
    : [`${folder}.tsx`, `${folder}.ts`].filter((file) => fs.existsSync(file));
  // A static import, or a lazy one (a wrap that loads the original on demand).
  return /(from |import\()'@theme-original\//.test(files.map((file) => fs.readFileSync(file, 'utf8')).join('\n'));
};

test('the loading spinner, error-with-Retry and crash pages are not swizzled away', () => {
  const protectedComponents = ['Loading', 'Error', 'ErrorPageContent', 'Root', 'Layout', 'PendingNavigation'];
  // Wrapping one (rendering the original inside) keeps its behaviour; replacing it does not.
  assert.deepEqual(
    overrides.filter((name) => protectedComponents.includes(name) && !importsOriginal(name)),
    [],
  );
});

test('every theme override is listed in src/theme/README.md with its reason', () => {
  const readme = fs.readFileSync(path.join(themeDir, 'README.md'), 'utf8');
  const missing = overrides.filter((name) => !readme.includes(`\`${name}\``));
  assert.deepEqual(missing, []);
});

// Wraps whose original is imported where it is registered for them to render, not by the wrap:
// the code block content comes with the highlighter, which the browser loads on demand.
const originalImportedBy: Record<string, string> = {
  'CodeBlock/Content': '../../plugins/prism-languages/highlighter.ts',
};

test('wraps import the original component instead of copying it', () => {
  // A folder override may import the original from any of its files.
  const ejected = overrides.filter((name) => !importsOriginal(name) && !(name in originalImportedBy));
  // Deliberate, registered exceptions (see README.md).
  assert.deepEqual(ejected.sort(), [
    'ApiExplorer/LiveEditor',
    'CodeBlock',
    'Markdown',
    'NotFound/Content',
    'SearchPage',
    'Tabs',
  ]);
});

test('a wrap whose original is registered for it: the registering module imports the original', () => {
  for (const [name, module] of Object.entries(originalImportedBy)) {
    assert.ok(overrides.includes(name), `${name} is an override`);
    const source = fs.readFileSync(path.resolve(import.meta.dirname, module), 'utf8');
    assert.match(source, new RegExp(`from '@theme-original/${name}'`), `${module} imports the original ${name}`);
  }
});

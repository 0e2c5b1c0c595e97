/**
 * The layout rules of DESIGN.md that code can break without noticing: plugins do not import each
 * other (shared code lives in config/ or scripts/lib/), and config/ depends on no plugin.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { it } from 'node:test';

const root = path.resolve(import.meta.dirname, '../..');
const sourceFiles = (dir: string) =>
  (fs.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => /\.(ts|tsx|mjs|js)$/.test(file))
    .map((file) => path.join(root, dir, file));
const importsOf = (file: string) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map((match) =>
    path.resolve(path.dirname(file), match[1] as string),
  );
const pluginOf = (file: string) => path.relative(path.join(root, 'plugins'), file).split(path.sep)[0];

it('no plugin imports another plugin', () => {
  const crossings = sourceFiles('plugins').flatMap((file) =>
    importsOf(file)
      .filter(
        (target) => target.startsWith(path.join(root, 'plugins') + path.sep) && pluginOf(target) !== pluginOf(file),
      )
      .map((target) => `${path.relative(root, file)} imports ${path.relative(root, target)}`),
  );
  assert.deepEqual(crossings, []);
});

it('config/ imports no plugin', () => {
  const imports = sourceFiles('config').flatMap((file) =>
    importsOf(file)
      .filter((target) => target.startsWith(path.join(root, 'plugins') + path.sep))
      .map((target) => `${path.relative(root, file)} imports ${path.relative(root, target)}`),
  );
  assert.deepEqual(imports, []);
});

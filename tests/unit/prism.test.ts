import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { Prism } from 'prism-react-renderer';
import { prism } from '../../config/prism';

const require = createRequire(import.meta.url);

// The languages the docs' code samples are written in.
const required = [
  'bash',
  'diff',
  'json',
  'yaml',
  'tsx',
  'go',
  'python',
  'java',
  'kotlin',
  'csharp',
  'dart',
  'php',
  'ruby',
  'rust',
  'swift',
  'powershell',
];

test('every language the docs use has a Prism grammar, shipped once', () => {
  const additional = new Set<string>(prism.additionalLanguages);
  const missing = required.filter((language) => !Prism.languages[language] && !additional.has(language));
  assert.deepEqual(missing, []);
  const twice = [...additional].filter((language) => Prism.languages[language]);
  assert.deepEqual(twice, [], 'already bundled by prism-react-renderer');
  for (const language of additional) {
    assert.ok(require.resolve(`prismjs/components/prism-${language}`), language);
  }
});

/**
 * The ADR index is built from the records' front matter: every record under
 * docs/contributing/ADRs is listed, by group, and a record with a missing or
 * malformed field stops the build with the file and field named.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { AdrFrontMatterError, adrRecordOf, readAdrRecords } from '../../plugins/adr-index/records';

const adrDir = path.resolve(import.meta.dirname, '../../docs/contributing/ADRs');

test('every ADR page is in the index, with its group, route, status, date and decision', () => {
  const files = fs
    .readdirSync(adrDir, { recursive: true })
    .map(String)
    .filter((f) => /\.mdx?$/.test(f) && f.includes(path.sep));
  const records = readAdrRecords(adrDir, '/contributing/ADRs');
  assert.equal(records.length, files.length);
  assert.ok(records.length >= 26, `only ${records.length} records`);
  const naming = records.find((r) => r.permalink === '/contributing/ADRs/back-end/naming');
  assert.ok(naming, 'back-end/naming is listed');
  assert.equal(naming.group, 'back-end');
  assert.match(naming.date, /^\d{4}-\d{2}-\d{2}$/);
  const deprecated = records.find(
    (r) => r.permalink === '/contributing/ADRs/front-end/deprecated/preferred-styles-import-placement',
  );
  assert.equal(deprecated?.status, 'deprecated');
  // Grouped in the index's order, newest first within a group.
  const groups = records.map((r) => r.group);
  assert.deepEqual([...new Set(groups)], ['overarching', 'back-end', 'front-end']);
  for (const group of new Set(groups)) {
    const dates = records.filter((r) => r.group === group).map((r) => r.date);
    assert.deepEqual(dates, [...dates].sort().reverse(), group);
  }
});

test('a record with a bad field is refused with the file and the field named', () => {
  const page = (fields: string) => `---\ntitle: 'ADR: Example'\n${fields}\n---\n\n## Status\n`;
  const ok = 'status: accepted\ndate: 2024-05-01\ndecision: Do the thing';
  assert.equal(adrRecordOf('back-end/example.mdx', page(ok), '/contributing/ADRs').title, 'Example');
  const cases: [string, string, RegExp][] = [
    ['back-end/x.mdx', 'status: maybe\ndate: 2024-05-01\ndecision: x', /back-end\/x.mdx: status must be one of/],
    ['back-end/x.mdx', 'status: accepted\ndate: May 2024\ndecision: x', /date must be YYYY-MM-DD/],
    ['back-end/x.mdx', 'status: accepted\ndate: 2024-05-01', /decision must be one line/],
    ['misc/x.mdx', ok, /ADRs live in one of overarching, back-end, front-end/],
  ];
  for (const [file, fields, message] of cases) {
    assert.throws(
      () => adrRecordOf(file, page(fields), '/contributing/ADRs'),
      (error: unknown) => {
        assert.ok(error instanceof AdrFrontMatterError);
        assert.match(error.message, message);
        return true;
      },
    );
  }
});

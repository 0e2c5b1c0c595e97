/**
 * Reads the architecture decision records' front matter (docs/contributing/ADRs/**): the one
 * source of the ADR index. A record with a missing or malformed field stops the build with the
 * file and the field named, so the index cannot silently lose a record.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseMdx } from '../../scripts/lib/mdx-document';
import { adrGroups, adrStatuses, type AdrGroupId, type AdrRecord, type AdrStatus } from './adr-record';

export { adrGroups, adrStatuses, type AdrGroupId, type AdrRecord, type AdrStatus };

export class AdrFrontMatterError extends Error {}

function text(value: unknown): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return typeof value === 'string' ? value.trim() : '';
}

/** One record from one ADR file; `relativePath` is relative to the ADR folder, e.g. back-end/naming.mdx. */
export function adrRecordOf(relativePath: string, source: string, routeBase: string): AdrRecord {
  const where = `ADR ${relativePath}`;
  const [groupFolder] = relativePath.split('/');
  const group = adrGroups.find((g) => g.id === groupFolder)?.id;
  if (!group) {
    throw new AdrFrontMatterError(
      `${where}: ADRs live in one of ${adrGroups.map((g) => g.id).join(', ')}/, not ${groupFolder}/`,
    );
  }
  // Read as the docs plugin and the content linter read pages (remark with remark-frontmatter).
  const frontMatter = parseMdx(source, relativePath).frontMatter;
  const title = text(frontMatter.title);
  const status = text(frontMatter.status);
  const date = text(frontMatter.date);
  const decision = text(frontMatter.decision);
  if (!title) throw new AdrFrontMatterError(`${where}: front matter needs a title`);
  if (!(adrStatuses as readonly string[]).includes(status)) {
    throw new AdrFrontMatterError(`${where}: status must be one of ${adrStatuses.join(', ')}, got "${status}"`);
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) {
    throw new AdrFrontMatterError(`${where}: date must be YYYY-MM-DD, got "${date}"`);
  }
  if (!decision || decision.length > 160) {
    throw new AdrFrontMatterError(`${where}: decision must be one line of at most 160 characters`);
  }
  const slug = text(frontMatter.slug);
  const permalink = slug || `${routeBase}/${relativePath.replace(/\.mdx?$/, '')}`;
  return { group, permalink, title: title.replace(/^ADR:\s*/, ''), status: status as AdrStatus, date, decision };
}

/** Every ADR under `adrDir` (the index page itself excluded), by group, then newest first. */
export function readAdrRecords(adrDir: string, routeBase: string): AdrRecord[] {
  const files = fs
    .readdirSync(adrDir, { recursive: true })
    .map((f) => String(f).split(path.sep).join('/'))
    .filter((f) => /\.mdx?$/.test(f) && f.includes('/'));
  const order = (group: AdrGroupId) => adrGroups.findIndex((g) => g.id === group);
  return files
    .map((file) => adrRecordOf(file, fs.readFileSync(path.join(adrDir, file), 'utf8'), routeBase))
    .sort((a, b) => order(a.group) - order(b.group) || b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

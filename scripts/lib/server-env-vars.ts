/**
 * Which Unleash server environment variables a docs page presents, and which ones the server
 * really reads. tests/real-unleash/server-env-vars.test.ts compares the two, so a page cannot
 * tell readers to set a variable the documented server ignores.
 *
 * A page presents a server variable in:
 * - a table with an "Environment variable" (or "Env var") column: the backticked names in it;
 * - a shell command that starts the server (it names `unleash-server`, the npm package or the
 *   `unleashorg/unleash-server` image): its `-e NAME=` / `--env NAME=` options and the
 *   `NAME=value` assignments in front of it;
 * - a Compose file: the `environment` of the services that run the server image.
 * Pages about other programs (SDKs, Edge, the Proxy, tutorial apps, the Terraform provider) have
 * variables of their own and are out of scope.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { MdxDocument } from './mdx-document';

export interface EnvVarMention {
  name: string;
  line: number;
  where: 'table' | 'code';
}

/** Routes whose variables belong to another program than the Unleash server. */
export const otherProgramRoutePrefixes = [
  '/reference/sdks',
  '/reference/unleash-edge',
  '/reference/unleash-proxy',
  '/how-to/how-to-run-the-unleash-proxy',
  '/feature-flag-tutorials',
  '/reference/terraform',
];

/** Read by Node.js itself or the server's libraries, not by Unleash's own code. */
export const readByNodeOrLibraries = new Set(['NODE_OPTIONS', 'NODE_EXTRA_CA_CERTS', 'TZ']);

const envName = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/;
/** In a column headed "Environment variable" a single word counts too (`PORT`, `HOSTNAME`). */
const envNameInColumn = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;
const startsServer = /unleashorg\/unleash-server|\bunleash-server\b/;

function tableMentions(source: string): EnvVarMention[] {
  const lines = source.split('\n');
  const mentions: EnvVarMention[] = [];
  const cells = (row: string) =>
    row
      .trim()
      .replace(/^\||\|$/g, '')
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim());
  for (let i = 0; i + 1 < lines.length; i++) {
    if (!lines[i].trim().startsWith('|') || !/^\s*\|?\s*:?-{3,}/.test(lines[i + 1])) continue;
    const column = cells(lines[i]).findIndex((cell) => /\benv(ironment)?\s*var(iable)?s?\b/i.test(cell));
    let row = i + 2;
    for (; row < lines.length && lines[row].trim().startsWith('|'); row++) {
      if (column < 0) continue;
      for (const match of (cells(lines[row])[column] ?? '').matchAll(/`([^`]+)`/g)) {
        const name = match[1].replace(/=.*$/, '');
        if (envNameInColumn.test(name)) mentions.push({ name, line: row + 1, where: 'table' });
      }
    }
    i = row - 1;
  }
  return mentions;
}

/** Logical shell commands (backslash continuations joined) with the line each starts on. */
function shellCommands(code: string): { text: string; offset: number }[] {
  const commands: { text: string; offset: number }[] = [];
  let current: { text: string; offset: number } | undefined;
  code.split('\n').forEach((line, index) => {
    if (!current) current = { text: '', offset: index };
    current.text += `${line.replace(/\\$/, '')} `;
    if (!/\\$/.test(line)) {
      commands.push(current);
      current = undefined;
    }
  });
  if (current) commands.push(current);
  return commands;
}

/** Environment entries of the Compose services that run the server image. */
function composeMentions(code: string): string[] {
  let data: unknown;
  try {
    data = parseYaml(code);
  } catch {
    return [];
  }
  const services = (data as { services?: Record<string, { image?: unknown; environment?: unknown }> } | null)?.services;
  return Object.values(services ?? {}).flatMap((service) => {
    if (!startsServer.test(String(service?.image ?? ''))) return [];
    const environment = service.environment;
    if (Array.isArray(environment)) return environment.map((entry) => String(entry).replace(/=.*$/s, ''));
    return environment && typeof environment === 'object' ? Object.keys(environment) : [];
  });
}

function codeMentions(doc: MdxDocument): EnvVarMention[] {
  return doc.codeBlocks
    .filter((block) => startsServer.test(block.value))
    .flatMap((block) => {
      const lineOf = (name: string) => {
        const index = block.value.split('\n').findIndex((line) => line.includes(name));
        return block.line + 1 + Math.max(index, 0);
      };
      const names = ['yaml', 'yml'].includes(block.lang ?? '')
        ? composeMentions(block.value)
        : shellCommands(block.value)
            .filter((command) => startsServer.test(command.text))
            .flatMap((command) => [
              ...[...command.text.matchAll(/(?:^|\s)(?:-e|--env)[ =]["']?([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]),
              // Assignments in front of the command: `DATABASE_URL=... npx unleash-server`.
              ...[...command.text.matchAll(/^\s*((?:[A-Za-z_][A-Za-z0-9_]*=\S*\s+)+)/g)].flatMap((m) =>
                [...m[1].matchAll(/([A-Za-z_][A-Za-z0-9_]*)=/g)].map((a) => a[1]),
              ),
            ]);
      return names
        .filter((name) => envName.test(name))
        .map((name) => ({ name, line: lineOf(name), where: 'code' as const }));
    });
}

/** The server variables a page presents, in page order. */
export function serverEnvVarMentions(source: string, doc: MdxDocument, route: string): EnvVarMention[] {
  if (otherProgramRoutePrefixes.some((prefix) => route === prefix || route.startsWith(`${prefix}/`))) return [];
  return [...tableMentions(source), ...codeMentions(doc)].sort((a, b) => a.line - b.line);
}

/** Every `process.env.NAME` the server's code reads (its tests left out). */
export function envVarsReadByServer(distDir: string): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'test' && entry.name !== '__tests__') walk(file);
      } else if (entry.name.endsWith('.js') && !/\.test\.js$/.test(entry.name)) {
        // `process.env.NAME`, also when a formatter broke the line after `process.env`, and `process.env['NAME']`.
        const source = fs.readFileSync(file, 'utf8');
        for (const match of source.matchAll(
          /process\.env\s*(?:\.\s*([A-Za-z_][A-Za-z0-9_]*)|\[\s*['"]([A-Za-z_][A-Za-z0-9_]*)['"]\s*\])/g,
        )) {
          names.add((match[1] ?? match[2]) as string);
        }
      }
    }
  };
  walk(distDir);
  return names;
}

/**
 * Fetching and vetting a remote README for plugins/remote-docs: one request
 * with a timeout, a checked answer, and a cache of the last good copy so a
 * later build that cannot reach the host still has it. Every failure is a
 * value, not an exception: the caller falls back to the project's own page.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Larger than any SDK README (the biggest is ~40 KB); anything this size is not a README. */
export const maxReadmeBytes = 512 * 1024;

export type RemoteResult =
  | { ok: true; markdown: string; source: 'remote' | 'cache'; fetchedAt: string; problem?: string }
  | { ok: false; problem: string };

/** Why a README cannot be used, or null when it can. */
export function problemWithMarkdown(bytes: Uint8Array): string | null {
  if (bytes.byteLength === 0) return 'the file is empty';
  if (bytes.byteLength > maxReadmeBytes) return `the file is larger than ${maxReadmeBytes} bytes`;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return 'the file is not valid UTF-8 text';
  }
  if (text.includes('\u0000')) return 'the file contains NUL bytes (binary, not Markdown)';
  if (!/\S/.test(text)) return 'the file has no text';
  // A code fence that is never closed swallows the rest of the page into one code block.
  let openFence: string | null = null;
  let openLine = 0;
  text.split(/\r?\n/).forEach((line, index) => {
    const fence = line.match(/^ {0,3}(`{3,}|~{3,})/)?.[1];
    if (!fence) return;
    if (openFence === null) {
      openFence = fence;
      openLine = index + 1;
    } else if (fence[0] === openFence[0] && fence.length >= openFence.length && line.trim() === fence) {
      openFence = null;
    }
  });
  if (openFence !== null) return `the code fence opened on line ${openLine} is never closed`;
  return null;
}

function cacheFiles(cacheDir: string, url: string): { markdown: string; meta: string } {
  const key = createHash('sha256').update(url).digest('hex').slice(0, 16);
  return { markdown: path.join(cacheDir, `${key}.md`), meta: path.join(cacheDir, `${key}.json`) };
}

function fromCache(cacheDir: string, url: string, problem: string): RemoteResult {
  const files = cacheFiles(cacheDir, url);
  if (!fs.existsSync(files.markdown) || !fs.existsSync(files.meta)) return { ok: false, problem };
  const meta = JSON.parse(fs.readFileSync(files.meta, 'utf8')) as { fetchedAt: string };
  return {
    ok: true,
    markdown: fs.readFileSync(files.markdown, 'utf8'),
    source: 'cache',
    fetchedAt: meta.fetchedAt,
    problem,
  };
}

/** Fetches a README; a failed or unusable answer falls back to the cached copy, if there is one. */
export async function fetchRemoteMarkdown(
  url: string,
  options: { timeoutMs: number; cacheDir: string; now?: () => Date },
): Promise<RemoteResult> {
  const { timeoutMs, cacheDir, now = () => new Date() } = options;
  let bytes: Uint8Array;
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { 'user-agent': 'unleash-docs-build' },
      redirect: 'follow',
    });
    if (!response.ok) return fromCache(cacheDir, url, `HTTP ${response.status}`);
    bytes = new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    const problem =
      error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
        ? `no complete answer within ${timeoutMs} ms`
        : `the request failed (${error instanceof Error ? error.message : String(error)})`;
    return fromCache(cacheDir, url, problem);
  }
  const problem = problemWithMarkdown(bytes);
  if (problem) return fromCache(cacheDir, url, problem);
  const markdown = new TextDecoder().decode(bytes);
  const fetchedAt = now().toISOString();
  const files = cacheFiles(cacheDir, url);
  fs.mkdirSync(cacheDir, { recursive: true });
  fs.writeFileSync(files.markdown, markdown);
  fs.writeFileSync(files.meta, JSON.stringify({ url, fetchedAt }));
  return { ok: true, markdown, source: 'remote', fetchedAt };
}

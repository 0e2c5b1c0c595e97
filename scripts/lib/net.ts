/**
 * Network helpers for the scripts that start local servers: nginx, Cloudflare's
 * Pages runtime, the real Unleash and the benchmarks' static server.
 * (scripts/test-all.mjs keeps its own copies: it runs without tsx.)
 */
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (address === null || typeof address === 'string') {
        server.close();
        reject(new Error('could not pick a free port'));
        return;
      }
      server.close(() => resolve(address.port));
    });
  });
}

/**
 * Waits until `url` answers with a status below 500 (redirects not followed).
 * Fails after `timeoutMs`, or at once when `child`, the server's process,
 * exits first; `describe` names the server in those errors.
 */
export async function waitForHttp(
  url: string,
  timeoutMs: number,
  options: { child?: ChildProcess; describe?: string } = {},
): Promise<void> {
  const what = options.describe ?? 'the server';
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const exitCode = options.child?.exitCode;
    if (exitCode !== undefined && exitCode !== null) throw new Error(`${what} exited with code ${exitCode}`);
    const up = await fetch(url, { redirect: 'manual' }).then(
      (response) => response.status < 500,
      () => false,
    );
    if (up) return;
    if (Date.now() > deadline) throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

// The markdown-twins worker thread (started by ./index.ts through ./worker-boot.cjs): writes the twins
// from the data it is given and posts back what to print, or the error.
import { parentPort, workerData } from 'node:worker_threads';
import { writeMarkdownTwins, type TwinsInput } from './write';

export type TwinsMessage =
  { ok: true; warnings: string[]; summary: string } | { ok: false; message: string; stack?: string };

let message: TwinsMessage;
try {
  message = { ok: true, ...writeMarkdownTwins((workerData as { input: TwinsInput }).input) };
} catch (error) {
  message =
    error instanceof Error
      ? { ok: false, message: error.message, stack: error.stack }
      : { ok: false, message: String(error) };
}
parentPort?.postMessage(message);

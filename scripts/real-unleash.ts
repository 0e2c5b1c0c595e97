/**
 * `npm run unleash:real`: a real Unleash on loopback (PostgreSQL from Debian,
 * unleash-server from npm) for trying the docs' examples and the API explorer.
 * Prints the URL and tokens, runs until Ctrl+C. `--json` prints them as one
 * JSON line instead (scripts/test-all.mjs reads it).
 */
import { parseArgs } from 'node:util';
import { realUnleashEnv, startRealUnleash } from './lib/real-unleash';

async function main() {
  let json: boolean;
  try {
    ({ json } = parseArgs({ options: { json: { type: 'boolean', default: false } } }).values);
  } catch (error) {
    console.error(`${(error as Error).message}\nusage: npm run unleash:real [-- --json]`);
    process.exit(2);
  }
  const unleash = await startRealUnleash({ log: json ? undefined : (line) => console.log(line) }).catch((error) => {
    console.error(`unleash:real: ${(error as Error).message}`);
    process.exit(1);
  });
  if (json) console.log(JSON.stringify(realUnleashEnv(unleash)));
  else {
    console.log(`\nUnleash ${unleash.version} is running at ${unleash.url} (admin UI: admin / unleash4all)`);
    console.log(`export UNLEASH_URL="${unleash.url}"`);
    console.log(`export UNLEASH_PAT="${unleash.adminToken}"        # admin token`);
    console.log(`export UNLEASH_API_TOKEN="${unleash.clientToken}"  # backend token, development`);
    console.log(`export UNLEASH_FRONTEND_TOKEN="${unleash.frontendToken}"  # frontend token, development`);
    console.log('Press Ctrl+C to stop it.');
  }
  const shutdown = () => void unleash.stop().then(() => process.exit(0));
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

void main();

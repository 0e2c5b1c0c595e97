// Starts unleash-server for the tests; scripts/lib/real-unleash.ts sets the
// environment (ports, database password, API tokens) and manages PostgreSQL.
const unleash = require('unleash-server');

const env = process.env;
const tokens = [
  { type: 'admin', environment: '*', secret: env.REAL_UNLEASH_ADMIN_TOKEN, tokenName: 'docs-tests-admin' },
  {
    type: 'client',
    environment: 'development',
    secret: env.REAL_UNLEASH_CLIENT_TOKEN,
    tokenName: 'docs-tests-backend',
  },
  {
    type: 'frontend',
    environment: 'development',
    secret: env.REAL_UNLEASH_FRONTEND_TOKEN,
    tokenName: 'docs-tests-frontend',
  },
];

unleash
  .start({
    db: {
      host: '127.0.0.1',
      port: Number(env.REAL_UNLEASH_DB_PORT),
      user: 'unleash',
      password: env.REAL_UNLEASH_DB_PASSWORD,
      database: 'unleash',
      ssl: false,
    },
    server: { host: '127.0.0.1', port: Number(env.REAL_UNLEASH_PORT) },
    versionCheck: { enable: false },
    authentication: {
      initApiTokens: tokens.map((token) => ({ projects: ['*'], ...token })),
    },
  })
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });

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

// Browsers may call the admin API from another origin only if the server allows it; Unleash
// answers CORS for its frontend API alone. The explorer test runs the docs on another port,
// so allow the origins in REAL_UNLEASH_CORS_ORIGINS through Unleash's preHook (as an operator would).
const corsOrigins = (env.REAL_UNLEASH_CORS_ORIGINS ?? '').split(',').filter(Boolean);
function allowDocsOrigins(app) {
  app.use((req, res, next) => {
    const origin = req.headers.origin;
    if (origin && (corsOrigins.includes('*') || corsOrigins.includes(origin))) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
      res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Accept');
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
      if (req.method === 'OPTIONS') return res.sendStatus(204);
    }
    next();
  });
}

unleash
  .start({
    preHook: allowDocsOrigins,
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

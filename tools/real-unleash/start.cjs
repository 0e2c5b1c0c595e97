// Starts unleash-server for the tests; scripts/lib/real-unleash.ts sets the
// environment (ports, database password, API tokens) and manages PostgreSQL.
const fs = require('node:fs');
const path = require('node:path');
const dns = require('node:dns');
const { syncBuiltinESMExports } = require('node:module');

const env = process.env;

// This machine has no DNS, but readers' machines do: since 8.2 Unleash resolves an integration's
// URL before it stores it (and refuses private addresses), so the docs' webhook examples, which
// use the reserved example.com domain, need it to resolve here as it does on the internet.
const realLookup = dns.promises.lookup;
const exampleDomain = /(^|\.)example\.(com|org|net)$/i;
dns.promises.lookup = (hostname, options) => {
  if (!exampleDomain.test(hostname)) return realLookup(hostname, options);
  const answer = { address: '93.184.215.14', family: 4 }; // a public address, as example.com has
  return Promise.resolve(options && options.all ? [answer] : answer);
};
syncBuiltinESMExports();

const unleash = require('unleash-server');
const distLib = path.dirname(require.resolve('unleash-server'));
const writeRoutes = env.REAL_UNLEASH_ROUTES_FILE ? recordRoutes(env.REAL_UNLEASH_ROUTES_FILE) : () => {};

/**
 * Records what each API route of this server checks, keyed by operationId: the permission(s)
 * from the controller's route definition. Returns a function that writes them to `file` once the
 * server has registered its routes; tests/real-unleash/operation-facts.test.ts compares the docs
 * with it. Observes route registration only; requests are handled as usual.
 */
function recordRoutes(file) {
  const Controller = require(path.join(distLib, 'routes', 'controller.js')).default;
  const { OpenApiService } = require(path.join(distLib, 'services', 'openapi-service.js'));
  const operationOf = new WeakMap();
  const validPath = OpenApiService.prototype.validPath;
  OpenApiService.prototype.validPath = function (operation) {
    const middleware = validPath.call(this, operation);
    operationOf.set(middleware, operation);
    return middleware;
  };
  const routes = {};
  const route = Controller.prototype.route;
  Controller.prototype.route = function (options) {
    const operation = (options.middleware ?? []).map((m) => operationOf.get(m)).find(Boolean);
    if (operation?.operationId) {
      routes[operation.operationId] = {
        method: options.method,
        controller: this.constructor.name,
        permissions: [options.permission ?? 'NONE'].flat(),
      };
    }
    return route.call(this, options);
  };
  return () => fs.writeFileSync(file, JSON.stringify(routes, null, 2));
}
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
      // Whatever the page asks to send (the browser SDKs add unleash-appname, unleash-sdk,
      // unleash-connection-id and if-none-match), as a permissive reverse proxy would.
      res.setHeader(
        'Access-Control-Allow-Headers',
        req.headers['access-control-request-headers'] || 'Authorization, Content-Type, Accept',
      );
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
  .then(writeRoutes)
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });

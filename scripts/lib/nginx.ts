/**
 * Runs Debian's nginx with the project's server block (deploy/nginx.conf)
 * over a built site, on a free loopback port, for the hosting tests and the
 * observatory report. Only the web root, the port and the log paths change.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitForHttp } from './net';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const nginxBinary = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** Where Debian's libnginx-mod-http-brotli-filter enables ngx_brotli. */
const brotliModule = '/etc/nginx/modules-enabled/50-mod-http-brotli-filter.conf';
const debianModulesDir = '/usr/lib/nginx/modules';

export interface RunningNginx {
  origin: string;
  stop(): Promise<void>;
}

export async function startNginx(buildDir: string, options: { port?: number } = {}): Promise<RunningNginx> {
  if (!fs.existsSync(nginxBinary)) {
    throw new Error(`nginx is not installed at ${nginxBinary}. Install it with \`apt-get install -y nginx\`.`);
  }
  if (!fs.existsSync(brotliModule)) {
    throw new Error(
      'nginx has no brotli module, which deploy/nginx.conf uses. ' +
        'Install it with `apt-get install -y libnginx-mod-http-brotli-filter`.',
    );
  }
  if (!fs.existsSync(path.join(buildDir, '_nginx', 'security-headers.conf'))) {
    throw new Error(`${buildDir} has no _nginx/ files: build the site first (npm run build).`);
  }
  const port = options.port ?? (await freePort());
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-nginx-'));
  const server = fs
    .readFileSync(path.join(projectRoot, 'deploy', 'nginx.conf'), 'utf8')
    .replaceAll('/srv/unleash-docs', path.resolve(buildDir))
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  fs.writeFileSync(path.join(dir, 'server.conf'), server);
  // Debian's module snippets load `modules/<name>.so`, relative to the prefix (-p) given below.
  fs.symlinkSync(debianModulesDir, path.join(dir, 'modules'));
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      // Debian's dynamic modules, as its own nginx.conf loads them: ngx_brotli for deploy/nginx.conf.
      'include /etc/nginx/modules-enabled/*.conf;',
      // Workers must read the build and write their temp files here, whoever runs the test.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      `  access_log ${dir}/access.log;`,
      `  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;`,
      `  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;`,
      '  server_tokens off;',
      `  include ${dir}/server.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const check = spawnSync(nginxBinary, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx rejects the configuration:\n${check.stderr}`);
  const child = spawn(nginxBinary, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}/`, 10_000, { child, describe: 'nginx' });
  return {
    origin,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          fs.rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGQUIT');
      }),
  };
}

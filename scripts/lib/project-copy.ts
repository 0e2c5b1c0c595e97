/**
 * Throwaway copies of the project for the benchmarks: builds there never
 * touch the real build/, .docusaurus/ or bundler cache.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Top-level entries of the project that are not sources (outputs, caches, VCS). */
const notCopied = new Set(['node_modules', 'build', '.docusaurus', '.git', '.cache-loader', 'test-results', 'tmp']);

function git(cwd: string, args: string[]): void {
  execFileSync(
    'git',
    ['-c', 'user.name=bench', '-c', 'user.email=bench@localhost', '-c', 'commit.gpgsign=false', ...args],
    { cwd, stdio: 'ignore' },
  );
}

/**
 * Copies the project's sources from root into siteDir and gives the copy a
 * node_modules of links to each installed package (so node_modules/.cache is
 * the copy's own). `extra` adds packages (name -> directory) the project lacks.
 */
export function prepareCopy(root: string, siteDir: string, extra: ReadonlyMap<string, string> = new Map()): void {
  fs.mkdirSync(siteDir, { recursive: true });
  for (const entry of fs.readdirSync(root)) {
    if (notCopied.has(entry)) continue;
    fs.cpSync(path.join(root, entry), path.join(siteDir, entry), {
      recursive: true,
      verbatimSymlinks: true,
      // Tools keep their own installs (tools/real-unleash/node_modules): not sources, and large.
      filter: (source) => path.basename(source) !== 'node_modules',
    });
  }
  const modules = path.join(root, 'node_modules');
  const linkedModules = path.join(siteDir, 'node_modules');
  fs.mkdirSync(linkedModules);
  for (const entry of fs.readdirSync(modules)) {
    if (entry === '.cache') continue;
    fs.symlinkSync(path.join(modules, entry), path.join(linkedModules, entry));
  }
  for (const [name, target] of extra) {
    const parts = name.split('/');
    if (parts.length === 2 && parts[0]) {
      const scope = path.join(linkedModules, parts[0]);
      if (fs.existsSync(scope) && fs.lstatSync(scope).isSymbolicLink()) {
        // The project has this scope: make it a real directory of links, then add to it.
        const projectScope = fs.realpathSync(scope);
        fs.unlinkSync(scope);
        fs.mkdirSync(scope);
        for (const entry of fs.readdirSync(projectScope)) {
          fs.symlinkSync(path.join(projectScope, entry), path.join(scope, entry));
        }
      }
      fs.mkdirSync(scope, { recursive: true });
    }
    const link = path.join(linkedModules, name);
    fs.rmSync(link, { recursive: true, force: true });
    fs.symlinkSync(target, link);
  }
}

/** Commits the copy to a new git repository (the sitemap's lastmod reads git history). */
export function commitCopy(siteDir: string): void {
  git(siteDir, ['init', '-q']);
  git(siteDir, ['add', '-A']);
  git(siteDir, ['commit', '-q', '-m', 'bench snapshot']);
}

/**
 * Type-checks the docs' JavaScript and TypeScript samples against the real
 * SDK packages, pinned in tools/sdk-samples/ to the releases the SDK pages
 * document (installed there on first use, like wrangler for the hosting tests).
 *
 * A sample is every code block in js/jsx/ts/tsx/mjs/cjs/vue that is not marked
 * `partial`, on an SDK page (docs/reference/sdks/) or on any page whose block
 * imports an Unleash JavaScript SDK. Each sample is checked as its own module,
 * in its own folder, with copies of the titled blocks that come before it on
 * the same page, so `import { x } from './flags'` works when the page showed
 * `flags.ts` earlier, and a file the page shows twice is checked in both forms.
 * The compiler is vue-tsc (TypeScript plus .vue files), run once over every
 * folder, strict, with checkJs for JavaScript; its diagnostics are mapped back
 * to page and line. Hand-rolled because no library type-checks Markdown code
 * blocks as separate modules with their page's earlier files in scope.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { metaFlag, metaValue, readMdx, type CodeBlock } from './mdx-document';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const samplesToolDir = path.join(projectRoot, 'tools', 'sdk-samples');
const vueTscBin = path.join(samplesToolDir, 'node_modules', 'vue-tsc', 'bin', 'vue-tsc.js');

/** The packages whose samples must type-check, wherever in the docs they appear. */
export const sdkPackages = [
  'unleash-client',
  'unleash-proxy-client',
  '@unleash/proxy-client-react',
  '@unleash/proxy-client-vue',
  '@unleash/nextjs',
] as const;

const extensionOfLanguage: Record<string, string> = {
  js: 'js',
  javascript: 'js',
  jsx: 'jsx',
  mjs: 'mjs',
  cjs: 'cjs',
  ts: 'ts',
  typescript: 'ts',
  tsx: 'tsx',
  vue: 'vue',
};
const checkedExtensions = new Set(Object.values(extensionOfLanguage));

export interface Sample {
  /** The page, relative to the project (docs/...). */
  page: string;
  /** The line of the code fence on the page. */
  line: number;
  /** The file name the sample is written to: its `title`, or sample-<line>.<ext>. */
  fileName: string;
  code: string;
}

export interface PageSamples {
  page: string;
  samples: Sample[];
  partial: number;
}

export interface SampleDiagnostic {
  page: string;
  /** Line on the page (the fence line + the line inside the block). */
  line: number;
  message: string;
}

const importsSdk = (code: string): boolean =>
  sdkPackages.some((name) =>
    new RegExp(`(?:from|import|require\\()\\s*['"]${name.replace('/', '\\/')}['"]`).test(code),
  );

/** The samples of one page, in page order. */
export function samplesOfPage(file: string, blocks: CodeBlock[]): PageSamples {
  const page = path.relative(projectRoot, path.resolve(file));
  const onSdkPage = page.split(path.sep).join('/').startsWith('docs/reference/sdks/');
  const result: PageSamples = { page, samples: [], partial: 0 };
  for (const block of blocks) {
    const language = (block.lang ?? '').toLowerCase();
    const title = metaValue(block.meta, 'title');
    const titleExtension = title ? path.extname(title).slice(1) : '';
    const extension = checkedExtensions.has(titleExtension) ? titleExtension : extensionOfLanguage[language];
    if (!extension || !(language in extensionOfLanguage)) continue;
    if (!onSdkPage && !importsSdk(block.value)) continue;
    if (metaFlag(block.meta, 'partial')) {
      result.partial += 1;
      continue;
    }
    const fileName =
      title && checkedExtensions.has(titleExtension) ? path.normalize(title) : `sample-${block.line}.${extension}`;
    if (fileName.startsWith('..') || path.isAbsolute(fileName)) {
      throw new Error(`${page}:${block.line}: a sample's title must be a relative path inside the project: ${title}`);
    }
    result.samples.push({ page, line: block.line, fileName, code: block.value });
  }
  return result;
}

function docsPages(docsDir: string): string[] {
  return fs
    .readdirSync(docsDir, { recursive: true })
    .map(String)
    .filter((f) => /\.mdx?$/.test(f) && !f.split(path.sep).includes('api'))
    .map((f) => path.join(docsDir, f))
    .sort();
}

/** Every page with samples to check (and its count of partial blocks). */
export function collectSamples(files: string[] = docsPages(path.join(projectRoot, 'docs'))): PageSamples[] {
  return files
    .map((file) => samplesOfPage(file, readMdx(file).codeBlocks))
    .filter((p) => p.samples.length + p.partial > 0);
}

export function ensureSampleToolsInstalled(): void {
  if (fs.existsSync(vueTscBin)) return;
  // --ignore-scripts: nothing here needs an install step, and Next's optional native binaries are not used.
  const result = spawnSync('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: samplesToolDir,
    encoding: 'utf8',
  });
  if (result.status !== 0 || !fs.existsSync(vueTscBin)) {
    throw new Error(`Could not install the SDK packages in ${samplesToolDir}: ${result.stderr}`);
  }
}

const sharedCompilerOptions = {
  noEmit: true,
  target: 'ES2022',
  lib: ['ES2023', 'DOM', 'DOM.Iterable'],
  module: 'ESNext',
  moduleResolution: 'Bundler',
  moduleDetection: 'force',
  jsx: 'react-jsx',
  esModuleInterop: true,
  resolveJsonModule: true,
  skipLibCheck: true,
  types: ['node'],
};

/**
 * Two programs: TypeScript samples strictly, as a TypeScript project would; JavaScript samples
 * with checkJs but not strict, which is what a JavaScript reader's editor reports (wrong option
 * names, unknown methods, wrong argument types), without asking plain JavaScript for type
 * annotations.
 */
const programs = [
  {
    name: 'typescript',
    extensions: ['ts', 'tsx', 'vue'],
    compilerOptions: { ...sharedCompilerOptions, strict: true, allowJs: true, checkJs: false },
  },
  {
    name: 'javascript',
    extensions: ['js', 'jsx', 'mjs', 'cjs'],
    compilerOptions: { ...sharedCompilerOptions, strict: false, allowJs: true, checkJs: true },
  },
] as const;

/**
 * What a reader's project declares for itself and the samples take for granted: Vite's module
 * type for .vue files a page imports but does not show (its App.vue), and the globals that the
 * analytics snippets a page sends impression data to install (Google Tag Manager's dataLayer,
 * Segment's analytics).
 */
const readerEnvironment = `declare module '*.vue' {
  import type { DefineComponent } from 'vue';
  const component: DefineComponent;
  export default component;
}
interface Window {
  dataLayer: Record<string, unknown>[];
  analytics: { track(event: string, properties?: Record<string, unknown>): void };
}
`;

/**
 * Writes every sample into a fresh temporary folder (with the tool's node_modules linked in, so
 * that the packages resolve), runs vue-tsc, and returns the diagnostics mapped to pages.
 */
export function typecheckSamples(pages: PageSamples[]): SampleDiagnostic[] {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-samples-'));
  try {
    return typecheckIn(workDir, pages);
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

function typecheckIn(workDir: string, pages: PageSamples[]): SampleDiagnostic[] {
  ensureSampleToolsInstalled();
  fs.symlinkSync(path.join(samplesToolDir, 'node_modules'), path.join(workDir, 'node_modules'), 'dir');
  /** Absolute path of each sample's own file -> the sample. */
  const owners = new Map<string, Sample>();
  pages.forEach((page, pageIndex) => {
    const earlierTitled = new Map<string, Sample>();
    for (const sample of page.samples) {
      const dir = path.join(workDir, `page-${pageIndex}`, `line-${sample.line}`);
      for (const earlier of earlierTitled.values()) {
        if (earlier.fileName === sample.fileName) continue;
        fs.mkdirSync(path.dirname(path.join(dir, earlier.fileName)), { recursive: true });
        fs.writeFileSync(path.join(dir, earlier.fileName), earlier.code);
      }
      const own = path.join(dir, sample.fileName);
      fs.mkdirSync(path.dirname(own), { recursive: true });
      fs.writeFileSync(own, sample.code);
      owners.set(own, sample);
      if (!sample.fileName.startsWith('sample-')) earlierTitled.set(sample.fileName, sample);
    }
  });
  fs.writeFileSync(path.join(workDir, 'reader-environment.d.ts'), readerEnvironment);
  const diagnostics: SampleDiagnostic[] = [];
  for (const program of programs) {
    const config = `tsconfig.${program.name}.json`;
    const include = [...program.extensions.map((extension) => `page-*/**/*.${extension}`), 'reader-environment.d.ts'];
    fs.writeFileSync(
      path.join(workDir, config),
      JSON.stringify({ compilerOptions: program.compilerOptions, include }, null, 2),
    );
    const run = spawnSync(process.execPath, [vueTscBin, '--noEmit', '--pretty', 'false', '-p', config], {
      cwd: workDir,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const output = `${run.stdout}\n${run.stderr}`;
    const errors = [...output.matchAll(/^(.+?)\((\d+),(\d+)\): error (TS\d+: .*)$/gm)];
    if (run.status !== 0 && errors.length === 0) {
      throw new Error(
        `vue-tsc (${program.name}) failed without diagnostics (exit ${run.status}):\n${output.slice(0, 2000)}`,
      );
    }
    for (const match of errors) {
      const file = path.resolve(workDir, match[1]);
      // A file of the other language is checked by its own program; a copied earlier block where
      // that block is checked itself.
      if (!program.extensions.some((extension) => file.endsWith(`.${extension}`))) continue;
      const sample = owners.get(file);
      if (!sample) {
        if (file.startsWith(path.join(workDir, 'page-'))) continue;
        throw new Error(`vue-tsc (${program.name}) reported an error outside the samples: ${match[0]}`);
      }
      diagnostics.push({ page: sample.page, line: sample.line + Number(match[2]), message: match[4] });
    }
  }
  return diagnostics;
}

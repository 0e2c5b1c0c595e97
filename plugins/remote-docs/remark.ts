/**
 * The remark half of plugins/remote-docs: on a page the plugin fetched a README
 * for, replaces the page's body with that README. The README is parsed as
 * plain Markdown (CommonMark + GFM), never as MDX, so nothing in it can run at
 * build time or in the browser: `{...}` and `export` stay text, raw HTML
 * (script tags, event handlers, iframes) is dropped. Images become links (no
 * third-party request under the CSP); relative links point to the file on
 * GitHub; an in-page anchor that matches no heading becomes plain text, so a
 * README cannot break the build's anchor check. The page keeps its front
 * matter, title and imports.
 */
import fs from 'node:fs';
import { createSlugger } from '@docusaurus/utils';
import type {
  Definition,
  Heading,
  Image,
  ImageReference,
  Link,
  Paragraph,
  Parent,
  PhrasingContent,
  Root,
  RootContent,
} from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';

export interface RemoteDocsManifestEntry {
  /** The fetched README, vetted, as written by the plugin. */
  markdownFile: string;
  url: string;
  /** https://github.com/<owner>/<repo>, for relative links and the notice. */
  repository: string;
  fetchedAt: string;
}

/** Absolute path of a docs source file -> its remote README. */
export type RemoteDocsManifest = Record<string, RemoteDocsManifestEntry>;

const safeProtocols = new Set(['http:', 'https:', 'mailto:']);

function absoluteUrl(url: string, repository: string): string | null {
  try {
    const resolved = new URL(url, `${repository}/blob/HEAD/`);
    return safeProtocols.has(resolved.protocol) ? resolved.href : null;
  } catch {
    return null;
  }
}

/** The README as mdast nodes, made safe and consistent with the page they go into. */
export function remoteMarkdownToNodes(markdown: string, repository: string): RootContent[] {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown) as Root;

  // Raw HTML never reaches the page; images become links to the image.
  visit(tree, (node, index, parent: Parent | undefined) => {
    if (!parent || index === undefined) return;
    if (node.type === 'html') {
      parent.children.splice(index, 1);
      return [SKIP, index];
    }
    if (node.type === 'image' || node.type === 'imageReference') {
      const image = node as Image | ImageReference;
      const label = image.alt?.trim() || 'image';
      const replacement: PhrasingContent =
        image.type === 'image'
          ? { type: 'link', url: image.url, children: [{ type: 'text', value: label }] }
          : {
              type: 'linkReference',
              identifier: image.identifier,
              label: image.label,
              referenceType: image.referenceType,
              children: [{ type: 'text', value: label }],
            };
      parent.children.splice(index, 1, replacement as never);
      return SKIP;
    }
    return undefined;
  });

  // The page has its own title: the README's first top-level heading goes, and the rest start at h2.
  const firstTitle = tree.children.findIndex((node) => node.type === 'heading' && node.depth === 1);
  if (firstTitle !== -1) tree.children.splice(firstTitle, 1);
  const headings: Heading[] = [];
  visit(tree, 'heading', (heading) => void headings.push(heading));
  const shallowest = Math.min(...headings.map((h) => h.depth), 2);
  for (const heading of headings) {
    heading.depth = Math.min(6, heading.depth + (2 - shallowest)) as Heading['depth'];
  }
  const slugger = createSlugger();
  const anchors = new Set(headings.map((heading) => slugger.slug(toString(heading))));

  visit(tree, (node, index, parent: Parent | undefined) => {
    if (node.type === 'definition') {
      const definition = node as Definition;
      definition.url = absoluteUrl(definition.url, repository) ?? `${repository}#readme`;
      return;
    }
    if (node.type !== 'link' || !parent || index === undefined) return;
    const link = node as Link;
    if (link.url.startsWith('#')) {
      if (anchors.has(decodeURIComponent(link.url.slice(1)))) return;
      parent.children.splice(index, 1, ...(link.children as never[]));
      return [SKIP, index];
    }
    const url = absoluteUrl(link.url, repository);
    if (url) {
      link.url = url;
      return;
    }
    // javascript:, data: and other schemes: keep the words, drop the link.
    parent.children.splice(index, 1, ...(link.children as never[]));
    return [SKIP, index];
  });
  return tree.children;
}

function notice(entry: RemoteDocsManifestEntry): Paragraph {
  const name = new URL(entry.repository).pathname.slice(1);
  return {
    type: 'paragraph',
    children: [
      { type: 'text', value: 'This page shows the README of ' },
      { type: 'link', url: entry.repository, children: [{ type: 'inlineCode', value: name }] },
      { type: 'text', value: `, fetched when the site was built (${entry.fetchedAt.slice(0, 10)}).` },
    ],
  };
}

/** remark plugin: `[remarkRemoteDocs, { manifestPath }]` in the docs plugin's beforeDefaultRemarkPlugins. */
export default function remarkRemoteDocs(options: { manifestPath: string }) {
  return (tree: Root, file: { path?: string }): void => {
    if (!file.path || !fs.existsSync(options.manifestPath)) return;
    const manifest = JSON.parse(fs.readFileSync(options.manifestPath, 'utf8')) as RemoteDocsManifest;
    const entry = manifest[file.path];
    if (!entry) return;
    const markdown = fs.readFileSync(entry.markdownFile, 'utf8');
    const kept = tree.children.filter((node) => node.type === 'yaml' || (node.type as string) === 'mdxjsEsm');
    tree.children = [...kept, notice(entry), ...remoteMarkdownToNodes(markdown, entry.repository)];
  };
}

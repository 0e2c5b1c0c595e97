/**
 * The site's indexes for language models and their tools, from the pages' Markdown twins:
 * - llms.txt (https://llmstxt.org): `# Title`, `> summary`, a note on the Markdown twins, then one
 *   `## Section` per top-level sidebar category listing `- [Title](url.md): description`;
 * - llms-full.txt: every hand-written page's twin in sidebar order, each with its address.
 */

export interface LlmsPage {
  route: string;
  title: string;
  description: string;
  section: string;
  /** Absolute URL of the page and of its twin. */
  url: string;
  markdownUrl: string;
  /** Generated API pages are listed in llms.txt but left out of llms-full.txt. */
  generated: boolean;
  markdown: string;
}

export interface LlmsSite {
  title: string;
  summary: string;
  url: string;
}

/** One line for a list: whitespace collapsed, long descriptions cut after their first sentence. */
export function oneLine(description: string, max = 200): string {
  const line = description.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const sentence = /^(.{40,}?[.!?])\s/.exec(line)?.[1];
  if (sentence && sentence.length <= max) return sentence;
  return `${line.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

/** Text inside `[...]` of a Markdown link. */
const linkText = (value: string) => value.replace(/([[\]\\])/g, '\\$1');

function sectionsOf(pages: readonly LlmsPage[]): Map<string, LlmsPage[]> {
  const sections = new Map<string, LlmsPage[]>();
  for (const page of pages) {
    const list = sections.get(page.section) ?? [];
    list.push(page);
    sections.set(page.section, list);
  }
  return sections;
}

export function llmsTxt(site: LlmsSite, pages: readonly LlmsPage[], fullUrl: string): string {
  const lines = [
    `# ${site.title}`,
    '',
    `> ${oneLine(site.summary, 400)}`,
    '',
    `Every page of ${site.url} is also served as Markdown: add \`.md\` to its address ` +
      `(${site.url}/quickstart.md), or request the page with \`Accept: text/markdown\`. ` +
      `[llms-full.txt](${fullUrl}) holds every hand-written page in one file; the API reference ` +
      'lists one page per operation, with its method and path.',
  ];
  for (const [section, list] of sectionsOf(pages)) {
    lines.push('', `## ${section}`, '');
    for (const page of list) {
      const description = oneLine(page.description);
      lines.push(`- [${linkText(page.title)}](${page.markdownUrl})${description ? `: ${description}` : ''}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

export function llmsFullTxt(site: LlmsSite, pages: readonly LlmsPage[]): string {
  const parts = [
    `# ${site.title}\n\n> ${oneLine(site.summary, 400)}\n\n` +
      `Every hand-written page of ${site.url}, in the order of its navigation, as Markdown. ` +
      `Each page starts with its title as a level-1 heading and its address. The API reference's ` +
      `operation pages are listed in ${site.url}/llms.txt.\n`,
  ];
  for (const page of pages) {
    if (page.generated) continue;
    // The twin starts with "# Title"; its address goes right under it.
    const [titleLine, ...rest] = page.markdown.split('\n');
    parts.push(`${titleLine}\n\nSource: ${page.url}\n${rest.join('\n')}`);
  }
  return parts.join('\n---\n\n');
}

import { distance } from 'fastest-levenshtein';

export interface PageRef {
  path: string;
  title: string;
}

const words = (path: string): string[] =>
  path
    .toLowerCase()
    .replace(/\.html?$/, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/**
 * Ranks pages by how close their path is to a path that was not found:
 * the edit distance of the last segments, helped by shared words. Returns
 * at most `limit` pages that are reasonably close, best first.
 */
export function closestPages(missingPath: string, pages: readonly PageRef[], limit = 5): PageRef[] {
  const missingWords = new Set(words(missingPath));
  const missingLast = missingPath.toLowerCase().split('/').filter(Boolean).pop() ?? '';
  if (missingWords.size === 0) return [];
  const scored = pages.map((page) => {
    const last = page.path.toLowerCase().split('/').filter(Boolean).pop() ?? '';
    const lastSimilarity = 1 - distance(missingLast, last) / Math.max(missingLast.length, last.length, 1);
    const pageWords = words(page.path);
    const shared = pageWords.filter((word) => missingWords.has(word)).length;
    const wordSimilarity = shared / Math.max(missingWords.size, pageWords.length, 1);
    return { page, score: 0.7 * lastSimilarity + 0.3 * wordSimilarity };
  });
  return scored
    .filter((entry) => entry.score >= 0.45)
    .sort((a, b) => b.score - a.score || a.page.path.localeCompare(b.page.path))
    .slice(0, limit)
    .map((entry) => entry.page);
}

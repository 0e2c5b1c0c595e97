/**
 * Fetches the GitHub star count of the Unleash repository at build time for
 * the navbar. The request has a short timeout and any failure (offline,
 * rate limit, bad JSON) falls back to the last known count kept next to this
 * file, so the build never fails or hangs because GitHub is unreachable.
 */
import type { Plugin } from '@docusaurus/types';
import lastKnown from './last-known.json';
import { readSiteEnv } from '../../config/env';

export interface RepositoryStars {
  repository: string;
  stars: number;
  /** Where the number came from, shown in the link's title. */
  source: 'github' | 'last-known';
}

/** What the navbar shows: the count with its labels, formatted at build time. */
export interface RepositoryStarsData extends RepositoryStars {
  /** "13K": the visible count. */
  compactCount: string;
  /** "13,123": the count in the link's tooltip. */
  exactCount: string;
}

export function withCountLabels(stars: RepositoryStars): RepositoryStarsData {
  return {
    ...stars,
    compactCount: new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 }).format(stars.stars),
    exactCount: stars.stars.toLocaleString('en'),
  };
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export async function fetchStars(
  repository: string,
  options: { fetchImpl?: Fetch; timeoutMs?: number; fallback: number },
): Promise<RepositoryStars> {
  const { fetchImpl = fetch, timeoutMs = 3000, fallback } = options;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs);
  try {
    const response = await fetchImpl(`https://api.github.com/repos/${repository}`, {
      headers: { accept: 'application/vnd.github+json', 'user-agent': 'unleash-docs-build' },
      signal: controller.signal,
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = (await response.json()) as { stargazers_count?: unknown };
    const stars = body.stargazers_count;
    if (typeof stars !== 'number' || !Number.isInteger(stars) || stars < 0) {
      throw new Error('no stargazers_count in the response');
    }
    return { repository, stars, source: 'github' };
  } catch {
    return { repository, stars: fallback, source: 'last-known' };
  } finally {
    clearTimeout(timer);
  }
}

export default function repositoryStarsPlugin(): Plugin<RepositoryStars> {
  return {
    name: 'repository-stars',
    async loadContent() {
      if (readSiteEnv().offline) {
        return { repository: lastKnown.repository, stars: lastKnown.stars, source: 'last-known' };
      }
      return fetchStars(lastKnown.repository, { fallback: lastKnown.stars });
    },
    async contentLoaded({ content, actions }) {
      actions.setGlobalData(withCountLabels(content));
    },
  };
}

/**
 * Wraps the API explorer of docusaurus-theme-openapi-docs (the "Send API
 * Request" column of an operation page) so that it loads when a reader wants
 * it, not with every page. The explorer and the request-sample generators it
 * runs in the browser weigh about 1.6 MB gzip; the column first shows the
 * same request samples, rendered at build time (scripts/openapi/
 * request-samples.ts, front matter `request_samples`), in the explorer's own
 * tabs and code blocks, and a button that swaps in the live explorer. Hovering
 * or focusing the column starts the download, so the swap is usually instant.
 * The theme renders this column in the browser only (BrowserOnly), so the
 * swap never meets server-rendered markup; the column renders in a transition
 * after hydration (plugins/api-reference/client/renderAfterHydration.tsx), from
 * the theme's own skeleton.
 */
import React, { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Translate from '@docusaurus/Translate';
import ApiCodeBlock from '@theme/ApiExplorer/ApiCodeBlock';
import CodeTabs, { type CodeTabsLanguage } from '@theme/ApiExplorer/CodeTabs';
import type { RequestSample } from '@site/config/api-reference';
import { inflate } from 'pako';
import { AfterHydration } from '@site/plugins/api-reference/client/renderAfterHydration';
import styles from './styles.module.css';
// The highlighter and grammars are loaded per sample language, when its tab is shown (the curl tab
// first), and all of them before the live explorer, whose code blocks do not wait for them.
// prism-react-renderer, which the theme's ApiCodeBlock highlights with, is the site's stand-in
// (plugins/prism-languages), so they reach the Prism it uses.
import { highlightingReady } from '@site/plugins/prism-languages/code-block-content';
import { loadHighlighting } from '@site/plugins/prism-languages/lazy-highlighting';

/** Code-fence languages of the live explorer's code blocks: the samples', JSON bodies, XML answers. */
function explorerLanguages(samples: RequestSample[]): string[] {
  return [...samples.map((sample) => sample.highlight), 'json', 'xml'];
}

const loadLiveExplorer = () => import('@theme-original/ApiExplorer');
const LiveExplorer = lazy(loadLiveExplorer);

interface Props {
  item: unknown;
  infoPath?: string;
}

/** The front matter holds the samples as the plugin holds `api`: zlib-deflated JSON in base64. */
function decodeSamples(stored: unknown): RequestSample[] {
  if (typeof stored !== 'string') return [];
  try {
    const bytes = Uint8Array.from(atob(stored), (c) => c.charCodeAt(0));
    const decoded = JSON.parse(new TextDecoder().decode(inflate(bytes))) as unknown;
    return Array.isArray(decoded) ? decoded.filter(isSample) : [];
  } catch {
    return []; // the live explorer still works: it is shown straight away
  }
}

function isSample(value: unknown): value is RequestSample {
  const sample = value as Partial<RequestSample> | null;
  return typeof sample?.language === 'string' && typeof sample.code === 'string';
}

/** A tab panel as the theme's CodeTabs expects its children (value, label, attributes). */
function CodeTab({
  children,
}: {
  value: string;
  label: string;
  attributes: { className: string };
  children: ReactNode;
}) {
  return <div role="tabpanel">{children}</div>;
}

/** A sample in the theme's code block, highlighted once its language's grammar is in. */
function SampleCode({ sample }: { sample: RequestSample }) {
  const [highlighted, setHighlighted] = useState(() => highlightingReady(sample.highlight));
  useEffect(() => {
    if (highlighted) return undefined;
    let active = true;
    loadHighlighting(sample.highlight).then(
      () => active && setHighlighted(true),
      () => undefined, // offline: the sample stays readable as plain text
    );
    return () => {
      active = false;
    };
  }, [highlighted, sample.highlight]);
  // Keyed by the grammar's arrival: the code block tokenizes once per mount.
  return (
    <ApiCodeBlock
      key={String(highlighted)}
      language={sample.highlight}
      className="openapi-explorer__code-block"
      showLineNumbers
    >
      {sample.code}
    </ApiCodeBlock>
  );
}

function StaticSamples({
  samples,
  onOpen,
  loading = false,
}: {
  samples: RequestSample[];
  onOpen: () => void;
  loading?: boolean;
}) {
  const languageSet: CodeTabsLanguage[] = samples.map((s) => ({ language: s.language, variants: [s.language] }));
  const ignore = () => undefined;
  const warm = () => {
    loadLiveExplorer().catch(ignore);
    for (const language of explorerLanguages(samples)) loadHighlighting(language).catch(ignore);
  };
  return (
    <div className={styles.staticColumn} onPointerEnter={warm} onFocus={warm} data-testid="static-request-samples">
      <CodeTabs
        groupId="code-samples"
        languageSet={languageSet}
        defaultValue={samples[0]?.language}
        action={{ setLanguage: ignore, setSelectedVariant: ignore, setSelectedSample: ignore }}
        lazy
      >
        {samples.map((sample) => (
          <CodeTab
            key={sample.language}
            value={sample.language}
            label={sample.language}
            attributes={{ className: `openapi-tabs__code-item--${sample.logoClass}` }}
          >
            <SampleCode sample={sample} />
          </CodeTab>
        ))}
      </CodeTabs>
      <div className={styles.tryCard}>
        <p>
          <Translate id="apiExplorer.static.explanation">
            Set your Unleash URL, the parameters and an API token, and send this request from the page. The samples
            above then follow what you enter.
          </Translate>
        </p>
        <button
          type="button"
          className="button button--primary button--block"
          onClick={onOpen}
          disabled={loading}
          aria-busy={loading}
        >
          {loading ? (
            <Translate id="apiExplorer.static.loading">Loading the API explorer…</Translate>
          ) : (
            <Translate id="apiExplorer.static.open">Try this request</Translate>
          )}
        </button>
      </div>
    </div>
  );
}

function ApiExplorerColumn(props: Props): ReactNode {
  const { frontMatter } = useDoc();
  const samples = useMemo(
    () => decodeSamples((frontMatter as { request_samples?: unknown }).request_samples),
    [frontMatter],
  );
  const [live, setLive] = useState(samples.length === 0);
  const [opening, setOpening] = useState(false);
  // The grammars first: the live explorer's code blocks highlight with whatever Prism has then.
  const open = useCallback(() => {
    setOpening(true);
    void Promise.allSettled(explorerLanguages(samples).map(loadHighlighting)).then(() => setLive(true));
  }, [samples]);
  if (!live) return <StaticSamples samples={samples} onOpen={open} loading={opening} />;
  return (
    <Suspense fallback={<StaticSamples samples={samples} onOpen={open} loading />}>
      <LiveExplorer {...props} />
    </Suspense>
  );
}

export default function ApiExplorer(props: Props): ReactNode {
  return (
    <AfterHydration skeletonSize="lg">
      <ApiExplorerColumn {...props} />
    </AfterHydration>
  );
}

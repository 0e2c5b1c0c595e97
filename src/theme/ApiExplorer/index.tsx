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
import React, { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Translate from '@docusaurus/Translate';
import ApiCodeBlock from '@theme/ApiExplorer/ApiCodeBlock';
import CodeTabs, { type CodeTabsLanguage } from '@theme/ApiExplorer/CodeTabs';
import type { RequestSample } from '@site/config/api-reference';
import { inflate } from 'pako';
import { AfterHydration } from '@site/plugins/api-reference/client/renderAfterHydration';
import styles from './styles.module.css';
// The Prism grammars (config/prism.ts) of the request-sample languages (config/api-reference.ts
// languageTabs), and of the theme's responses and request bodies on the operation page (json,
// xml in `web`, `shell` in bash): pages load their grammars themselves.
// The theme's CodeBlock, which its code samples use, with its highlighter.
import '@site/plugins/prism-languages/highlighter';
import '@site/plugins/prism-languages/languages/bash';
import '@site/plugins/prism-languages/languages/csharp';
import '@site/plugins/prism-languages/languages/go';
import '@site/plugins/prism-languages/languages/java';
import '@site/plugins/prism-languages/languages/json';
import '@site/plugins/prism-languages/languages/php';
import '@site/plugins/prism-languages/languages/powershell';
import '@site/plugins/prism-languages/languages/python';
import '@site/plugins/prism-languages/languages/ruby';
import '@site/plugins/prism-languages/languages/web';

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
  const warm = () => void loadLiveExplorer().catch(ignore);
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
            <ApiCodeBlock language={sample.highlight} className="openapi-explorer__code-block" showLineNumbers>
              {sample.code}
            </ApiCodeBlock>
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
  const open = useCallback(() => setLive(true), []);
  if (!live) return <StaticSamples samples={samples} onOpen={open} />;
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

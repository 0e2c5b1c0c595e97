import React, { useEffect, useId, useRef, useState } from 'react';
import Link from '@docusaurus/Link';
import { embeddedSearchClient, useSearchSettings } from '@site/src/search/useSiteSearchClient';
import styles from './styles.module.css';

interface Excerpt {
  url: string;
  trail: string;
  text: string;
}

interface IndexHit {
  url: string;
  content: string | null;
  hierarchy: Record<string, string | null>;
}

const EXCERPTS = 4;

/** The best sections for a question: one per page, the section's text and its link. */
export async function findExcerpts(
  search: (requests: unknown) => Promise<{ results: { hits: unknown[] }[] }>,
  question: string,
): Promise<Excerpt[]> {
  const { results } = await search([{ indexName: 'docs', params: { query: question.slice(0, 512), hitsPerPage: 20 } }]);
  const seenPages = new Set<string>();
  const excerpts: Excerpt[] = [];
  for (const hit of (results[0]?.hits ?? []) as IndexHit[]) {
    const page = hit.url.split('#')[0];
    if (seenPages.has(page)) continue;
    seenPages.add(page);
    const levels = ['lvl1', 'lvl2', 'lvl3', 'lvl4'].map((level) => hit.hierarchy[level]).filter(Boolean) as string[];
    excerpts.push({
      url: hit.url.replace(/^https?:\/\/[^/]+/, ''),
      trail: levels.join(' › '),
      text: hit.content ?? levels[levels.length - 1] ?? '',
    });
    if (excerpts.length === EXCERPTS) break;
  }
  return excerpts;
}

type Answer =
  { status: 'idle' } | { status: 'searching' } | { status: 'done'; excerpts: Excerpt[] } | { status: 'error' };

/** The embedded answer panel: a question in, excerpts from the docs out, clearly labelled as such. */
export default function AskAiPanel({
  widgetFailed,
  onClose,
}: {
  widgetFailed: boolean;
  onClose: () => void;
}): React.ReactNode {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const settings = useSearchSettings();
  const [question, setQuestion] = useState('');
  const [answer, setAnswer] = useState<Answer>({ status: 'idle' });

  useEffect(() => {
    const dialog = dialogRef.current;
    dialog?.showModal();
    return () => dialog?.close();
  }, []);

  const ask = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!question.trim()) return;
    setAnswer({ status: 'searching' });
    try {
      const client = embeddedSearchClient(settings.indexPath);
      setAnswer({ status: 'done', excerpts: await findExcerpts((requests) => client.search(requests), question) });
    } catch {
      setAnswer({ status: 'error' });
    }
  };

  return (
    <dialog ref={dialogRef} className={styles.panel} aria-labelledby={titleId} onClose={onClose}>
      <div className={styles.panelHeader}>
        <h2 id={titleId}>Ask the docs</h2>
        <button type="button" className="clean-btn" onClick={() => dialogRef.current?.close()} aria-label="Close">
          ×
        </button>
      </div>
      <p className={styles.notice}>
        {widgetFailed ? 'The AI assistant could not be loaded. ' : ''}
        Answers here are excerpts from the Unleash documentation, found by the site&apos;s search. They are not written
        by an AI.
      </p>
      <form onSubmit={ask} className={styles.form}>
        <label htmlFor={`${titleId}-question`}>Your question</label>
        <input
          id={`${titleId}-question`}
          type="search"
          value={question}
          maxLength={512}
          onChange={(event) => setQuestion(event.target.value)}
          placeholder="How do I roll out a flag to 10% of users?"
          autoFocus
        />
        <button type="submit" className="button button--primary">
          Ask
        </button>
      </form>
      <div aria-live="polite">
        {answer.status === 'searching' ? <p>Searching the docs…</p> : null}
        {answer.status === 'error' ? (
          <p>The docs index could not be loaded. Check your network connection and try again.</p>
        ) : null}
        {answer.status === 'done' && answer.excerpts.length === 0 ? (
          <p>No section of the docs matches that question. Try other words.</p>
        ) : null}
        {answer.status === 'done' && answer.excerpts.length > 0 ? (
          <>
            <h3 className={styles.excerptsTitle}>Excerpts from the docs</h3>
            <ol className={styles.excerpts}>
              {answer.excerpts.map((excerpt) => (
                <li key={excerpt.url}>
                  <Link to={excerpt.url} onClick={() => dialogRef.current?.close()}>
                    {excerpt.trail}
                  </Link>
                  <blockquote>{excerpt.text}</blockquote>
                </li>
              ))}
            </ol>
          </>
        ) : null}
      </div>
    </dialog>
  );
}

import React, { useEffect, useId, useRef, useState } from 'react';
import { siteTracker } from '@site/src/analytics/site-tracker';
import styles from './styles.module.css';

/** Where readers report a problem with the docs (the repository the docs are edited in). */
export const reportProblemBase = 'https://github.com/Unleash/unleash/issues/new';

/** A new issue on the docs repository, prefilled with the page's address. */
export function reportProblemUrl(pageUrl: string, title: string): string {
  const params = new URLSearchParams({
    title: `Docs: problem on "${title}"`,
    body: `Page: ${pageUrl}\n\nWhat is wrong or missing?\n\n`,
  });
  return `${reportProblemBase}?${params.toString()}`;
}

/** The events sent through the configured analytics provider. */
export const feedbackEvents = { vote: 'page_feedback', comment: 'page_feedback_comment' } as const;

const maxComment = 500;

interface Props {
  /** The page's route, e.g. /quickstart. */
  route: string;
  /** The page's published address, for the problem report. */
  pageUrl: string;
  title: string;
}

type State =
  { step: 'ask' } | { step: 'answered'; helpful: 'yes' | 'no'; sent: boolean } | { step: 'done'; sent: boolean };

/**
 * "Was this page helpful?" under every doc page: Yes or No, then an optional comment, each sent
 * as an event through the analytics provider the site is built with. With no provider, or for a
 * reader whose browser asks not to be tracked, nothing is sent and nothing is stored, and the
 * reader is told so. The problem report link opens a new GitHub issue with the page's address.
 */
export default function PageFeedback({ route, pageUrl, title }: Props): React.ReactNode {
  const [state, setState] = useState<State>({ step: 'ask' });
  const [comment, setComment] = useState('');
  const questionId = useId();
  const commentId = useId();
  const answerRef = useRef<HTMLParagraphElement>(null);

  // Another page asks again.
  useEffect(() => {
    setState({ step: 'ask' });
    setComment('');
  }, [route]);

  // After each step, focus moves to the line that answers it (the buttons are gone).
  useEffect(() => {
    if (state.step !== 'ask') answerRef.current?.focus();
  }, [state.step]);

  const vote = (helpful: 'yes' | 'no') => {
    const sent = siteTracker?.sendEvent(feedbackEvents.vote, { helpful }, route) ?? false;
    setState({ step: 'answered', helpful, sent });
  };

  const sendComment = (event: React.FormEvent) => {
    event.preventDefault();
    if (state.step !== 'answered') return;
    const text = comment.trim();
    const sent =
      text !== '' && state.sent
        ? (siteTracker?.sendEvent(feedbackEvents.comment, { helpful: state.helpful, comment: text }, route) ?? false)
        : state.sent;
    setState({ step: 'done', sent });
  };

  const notRecorded = (
    <p className={styles.note}>
      This site does not record feedback from your browser, so your answer was not sent. To tell us, report a problem on
      GitHub.
    </p>
  );

  return (
    <section className={styles.feedback} aria-labelledby={questionId} data-page-feedback="">
      {state.step === 'ask' ? (
        <div className={styles.question}>
          <p id={questionId} className={styles.title}>
            Was this page helpful?
          </p>
          <div role="group" aria-labelledby={questionId} className={styles.answers}>
            <button
              type="button"
              className="button button--outline button--secondary button--sm"
              onClick={() => vote('yes')}
            >
              Yes
            </button>
            <button
              type="button"
              className="button button--outline button--secondary button--sm"
              onClick={() => vote('no')}
            >
              No
            </button>
          </div>
        </div>
      ) : null}
      {state.step === 'answered' ? (
        <>
          <p id={questionId} className={styles.title} tabIndex={-1} ref={answerRef}>
            Thank you for your answer.
          </p>
          {state.sent ? (
            <form className={styles.commentForm} onSubmit={sendComment}>
              <label htmlFor={commentId}>
                {state.helpful === 'yes' ? 'What helped? (optional)' : 'What was missing or wrong? (optional)'}
              </label>
              <textarea
                id={commentId}
                rows={3}
                maxLength={maxComment}
                value={comment}
                onChange={(event) => setComment(event.target.value)}
              />
              <p className={styles.note}>
                Sent with the page address to the site&apos;s analytics. Do not include personal details.
              </p>
              <button type="submit" className="button button--primary button--sm">
                Send
              </button>
            </form>
          ) : (
            notRecorded
          )}
        </>
      ) : null}
      {state.step === 'done' ? (
        <p id={questionId} className={styles.title} tabIndex={-1} ref={answerRef}>
          {comment.trim() ? 'Thank you, your comment was sent.' : 'Thank you for your answer.'}
        </p>
      ) : null}
      <p className={styles.report}>
        <a href={reportProblemUrl(pageUrl, title)} target="_blank" rel="noopener noreferrer">
          Report a problem with this page
        </a>
      </p>
    </section>
  );
}

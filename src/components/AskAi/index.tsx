import React, { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { AskAiEnv } from '@site/config/env';
import styles from './styles.module.css';

/** The hosted widget binds its own click handler to the element with this id. */
export const ASK_AI_BUTTON_ID = 'ask-ai-button';
/** How long the hosted widget may take to load before the button gives up on it. */
const WIDGET_TIMEOUT_MS = 10_000;

const AskAiPanel = lazy(() => import('./Panel'));

type WidgetState = 'none' | 'waiting' | 'loading' | 'ready' | 'failed';

function whenIdle(callback: () => void): () => void {
  const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
  const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
  let handle: number | undefined;
  const schedule = () => {
    handle = idle(callback);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (handle !== undefined) cancelIdle(handle);
  };
}

/**
 * The ASK AI button, on every page (src/theme/Root). With a hosted widget
 * configured (ASK_AI_SCRIPT_URL, ASK_AI_WEBSITE_ID) its script loads after the
 * page is interactive and the widget opens from this button; without one, or
 * when the script cannot load, the button opens an answer panel made of
 * excerpts from the docs' own search index.
 */
export default function AskAi(): React.ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const widget = (siteConfig.customFields?.thirdParties as { askAi: AskAiEnv | null } | undefined)?.askAi ?? null;
  const [state, setState] = useState<WidgetState>(widget ? 'waiting' : 'none');
  const [panelOpen, setPanelOpen] = useState(false);
  const clickedWhileLoading = useRef(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const loadWidget = useCallback(() => {
    if (!widget || document.querySelector('script[data-ask-ai-widget]')) return;
    setState('loading');
    const script = document.createElement('script');
    script.src = widget.scriptUrl;
    script.async = true;
    script.dataset.askAiWidget = 'true';
    script.dataset.websiteId = widget.websiteId;
    script.dataset.modalOverrideOpenId = ASK_AI_BUTTON_ID;
    const timer = window.setTimeout(
      () => setState((current) => (current === 'loading' ? 'failed' : current)),
      WIDGET_TIMEOUT_MS,
    );
    script.onload = () => {
      window.clearTimeout(timer);
      setState('ready');
      // A click that came before the widget was there opens it now.
      if (clickedWhileLoading.current) window.setTimeout(() => buttonRef.current?.click(), 0);
    };
    script.onerror = () => {
      window.clearTimeout(timer);
      setState('failed');
    };
    document.body.appendChild(script);
  }, [widget]);

  useEffect(() => (state === 'waiting' ? whenIdle(loadWidget) : undefined), [state, loadWidget]);

  const onClick = () => {
    if (state === 'ready') return; // the widget's own handler opens it
    if (state === 'waiting' || state === 'loading') {
      clickedWhileLoading.current = true;
      loadWidget();
      return;
    }
    setPanelOpen(true);
  };

  const failed = state === 'failed';
  return (
    <>
      <button
        ref={buttonRef}
        id={ASK_AI_BUTTON_ID}
        type="button"
        className={styles.button}
        onClick={onClick}
        aria-haspopup="dialog"
        data-state={state}
        title={failed ? 'The AI assistant could not be loaded. Opens excerpts from the docs instead.' : undefined}
      >
        ASK AI
        {failed ? <span className={styles.status}>assistant unavailable</span> : null}
      </button>
      {panelOpen ? (
        <Suspense fallback={null}>
          <AskAiPanel widgetFailed={failed} onClose={() => setPanelOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

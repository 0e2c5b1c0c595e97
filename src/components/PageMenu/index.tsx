import React, { useCallback, useEffect, useId, useRef, useState } from 'react';
import { markdownTwinPath } from '@site/config/markdown-twins';
import styles from './styles.module.css';

interface Props {
  /** The page's route, e.g. /quickstart. */
  route: string;
  /** The site's public origin (siteConfig.url): the assistants are given the published page. */
  siteUrl: string;
}

/** The prompt the assistants open with: the page's Markdown address, for them to read. */
export function assistantPrompt(markdownUrl: string): string {
  return `Read ${markdownUrl} so I can ask questions about it.`;
}

/** The assistants the menu opens the page in: plain links, so nothing of theirs loads until clicked. */
export function assistantLinks(markdownUrl: string): { name: string; href: string }[] {
  const prompt = encodeURIComponent(assistantPrompt(markdownUrl));
  return [
    { name: 'ChatGPT', href: `https://chatgpt.com/?q=${prompt}` },
    { name: 'Claude', href: `https://claude.ai/new?q=${prompt}` },
  ];
}

type Status = { kind: 'idle' } | { kind: 'copied' } | { kind: 'failed' };

/** Copies the text of a fetch to the clipboard, within the click that asked for it. */
async function copyFrom(url: string): Promise<void> {
  const text = fetch(url).then(async (response) => {
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.text();
  });
  // A ClipboardItem given a promise keeps the reader's click valid while the file loads (Safari
  // needs this; Chromium allows it); writeText after the fetch is the fallback.
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    try {
      await navigator.clipboard.write([
        new ClipboardItem({ 'text/plain': text.then((value) => new Blob([value], { type: 'text/plain' })) }),
      ]);
      return;
    } catch (error) {
      if (!(error instanceof DOMException)) throw error;
    }
  }
  await navigator.clipboard.writeText(await text);
}

/**
 * The page menu at the top of every doc page: copy the page as Markdown, view its Markdown, or
 * open it in ChatGPT or Claude. A menu button (WAI-ARIA menu button pattern): Enter, Space or
 * the arrow keys open it, the arrow keys, Home and End move between items, Escape and Tab close
 * it and Escape returns focus to the button. The assistants are plain links: nothing loads
 * from them until a reader follows one.
 */
export default function PageMenu({ route, siteUrl }: Props): React.ReactNode {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const menuId = useId();
  const markdownPath = markdownTwinPath(route);
  const markdownUrl = `${siteUrl.replace(/\/$/, '')}${markdownPath}`;
  const assistants = assistantLinks(markdownUrl);

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const list = items();
    (focusOnOpen.current === 'first' ? list[0] : list[list.length - 1])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  // A new page starts with the menu closed and no message.
  useEffect(() => {
    setOpen(false);
    setStatus({ kind: 'idle' });
  }, [route]);

  const openMenu = (focus: 'first' | 'last') => {
    focusOnOpen.current = focus;
    setOpen(true);
  };

  const onButtonKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: React.KeyboardEvent) => {
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    const focus = (index: number) => list[(index + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focus(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focus(current - 1);
        break;
      case 'Home':
        event.preventDefault();
        focus(0);
        break;
      case 'End':
        event.preventDefault();
        focus(list.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      default:
        break;
    }
  };

  const copy = async () => {
    close(true);
    try {
      await copyFrom(markdownPath);
      setStatus({ kind: 'copied' });
    } catch {
      setStatus({ kind: 'failed' });
    }
  };

  return (
    <div className={styles.pageMenu}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
      >
        Page options
        <span aria-hidden="true" className={styles.chevron} />
      </button>
      {open ? (
        <ul ref={menuRef} id={menuId} role="menu" aria-label="Page" className={styles.menu} onKeyDown={onMenuKeyDown}>
          <li role="none">
            <button type="button" role="menuitem" tabIndex={-1} onClick={copy}>
              <span className={styles.itemTitle}>Copy page as Markdown</span>
              <span className={styles.itemText}>For pasting into an AI assistant</span>
            </button>
          </li>
          <li role="none">
            <a role="menuitem" tabIndex={-1} href={markdownPath} type="text/markdown" onClick={() => close(false)}>
              <span className={styles.itemTitle}>View as Markdown</span>
              <span className={styles.itemText}>This page as plain text</span>
            </a>
          </li>
          {assistants.map(({ name, href }) => (
            <li role="none" key={name}>
              <a
                role="menuitem"
                tabIndex={-1}
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => close(false)}
              >
                <span className={styles.itemTitle}>Open in {name}</span>
                <span className={styles.itemText}>Ask questions about this page</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <span role="status" className={styles.status}>
        {status.kind === 'copied' ? 'Copied as Markdown' : null}
        {status.kind === 'failed' ? (
          <>
            Could not copy. <a href={markdownPath}>Open the Markdown</a> instead.
          </>
        ) : null}
      </span>
    </div>
  );
}

/**
 * What the API theme's markup lacks for assistive technology, added in the browser. The theme's
 * components build these elements inside themselves (no prop or child component reaches them),
 * so a wrap cannot change them; ejecting the five tab components and four schema components for
 * one attribute each would stop upstream fixes from arriving. Lighthouse (axe) found:
 * - the scroll arrows of its tab lists (`button.openapi-tabs__arrow`, shown once the tabs
 *   overflow) are buttons without a name;
 * - its parameter and schema lists are `<ul>`s whose items are `<div>`s (some also hold `<li>`s):
 *   each such child is given the list item role, so the lists keep their meaning.
 */
export function labelApiTheme(root: ParentNode): void {
  for (const button of root.querySelectorAll('button.openapi-tabs__arrow:not([aria-label])')) {
    button.setAttribute(
      'aria-label',
      button.classList.contains('left') ? 'Scroll the tabs left' : 'Scroll the tabs right',
    );
  }
  for (const list of root.querySelectorAll('ul:not([role]), ol:not([role])')) {
    for (const item of Array.from(list.children)) {
      if (!['LI', 'SCRIPT', 'TEMPLATE'].includes(item.tagName) && !item.hasAttribute('role')) {
        item.setAttribute('role', 'listitem');
      }
    }
  }
}

/** Applies labelApiTheme to the page now and to whatever the theme renders later (tabs, opened details). Returns the stop function. */
export function watchApiTheme(root: Element): () => void {
  labelApiTheme(root);
  let scheduled = false;
  const observer = new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(() => {
      scheduled = false;
      labelApiTheme(root);
    });
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/**
 * Pages that still show the "being written" notice. The built-site check fails
 * when a page outside this list shows it, and when a page on it no longer does,
 * so finishing a page means deleting its line here.
 */
export const placeholderRoutes: readonly string[] = [];

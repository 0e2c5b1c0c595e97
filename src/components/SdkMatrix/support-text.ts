import type { Support } from '@site/config/sdks';

/** What a matrix cell says, and the style it gets. */
export function supportText(support: Support): { mark: string; text: string } {
  if ('since' in support) return { mark: 'yes', text: `${support.since}+` };
  if ('evaluatedByUnleash' in support) return { mark: 'server', text: 'By Unleash' };
  return { mark: 'no', text: 'No' };
}

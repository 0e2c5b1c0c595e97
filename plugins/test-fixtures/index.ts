/**
 * Routes that exist only in test builds (SITE_TEST_FIXTURES=1): a page that
 * throws while rendering, so the end-to-end tests can see Docusaurus's crash
 * page. Production builds never include this plugin.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export const crashRoute = '/__tests__/crash';

export default function testFixturesPlugin(): Plugin {
  return {
    name: 'test-fixtures',
    async contentLoaded({ actions }) {
      actions.addRoute({
        path: crashRoute,
        exact: true,
        component: path.join(__dirname, 'CrashingPage.tsx'),
      });
    },
  };
}

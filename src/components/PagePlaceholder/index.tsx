import React from 'react';
import Link from '@docusaurus/Link';
import Admonition from '@theme/Admonition';

interface Props {
  /** Route of the closest page that is already complete. */
  closest: string;
  closestTitle: string;
}

/**
 * Marks a page whose content is still being written. The built-site check
 * counts these markers against config/placeholders.ts.
 */
export default function PagePlaceholder({ closest, closestTitle }: Props): React.ReactNode {
  return (
    <div data-placeholder="true">
      <Admonition type="info" title="This page is being written">
        <p>
          We are rewriting this page for the new documentation site and it is not ready yet. Until it is, the closest
          complete page is <Link to={closest}>{closestTitle}</Link>.
        </p>
      </Admonition>
    </div>
  );
}

import React from 'react';
import Link from '@docusaurus/Link';
import Availability, { type Plan } from '@site/src/components/Availability';
import styles from './styles.module.css';

interface Props {
  /** The plans that serve the operation; set only when open source does not (`x-unleash-plans`). */
  plans?: Plan[];
  /** The permissions the operation's controller checks, any one of which suffices (`x-unleash-permissions`). */
  permissions?: string[];
}

/**
 * What a caller of an API operation needs, above its description: the plan (for operations only
 * the commercial server has) or the permission the server checks. Written into each generated
 * operation page by config/api-operation-page.ts from the spec's `x-unleash-*` extensions (a
 * removed operation says so in the theme's deprecation notice instead).
 */
export default function OperationFacts({ plans, permissions }: Props): React.ReactNode {
  return (
    <div className={styles.facts} data-operation-facts="">
      {plans ? <Availability plans={plans}>The open-source server does not serve this operation.</Availability> : null}
      {permissions ? (
        <p>
          <strong>
            <Link to="/reference/rbac">Permission</Link>:
          </strong>{' '}
          {permissions.length === 0 ? (
            'none beyond authentication: any caller the API accepts may use it.'
          ) : (
            <>
              {permissions.map((permission, index) => (
                <React.Fragment key={permission}>
                  {index > 0 ? ' or ' : null}
                  <code>{permission}</code>
                </React.Fragment>
              ))}
              {permissions.includes('ADMIN') ? null : ' (Admins have every permission).'}
            </>
          )}
        </p>
      ) : null}
    </div>
  );
}

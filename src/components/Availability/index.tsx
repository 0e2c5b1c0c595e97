import React from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

import { PLANS, planLabels, type Plan } from './plans';

export { PLANS, type Plan };

interface Props {
  /** The plans that include the feature. */
  plans: Plan[];
  /** The first Unleash version with the feature, e.g. "5.9". */
  since?: string;
  /** A feature that is not generally available yet. */
  stage?: 'beta' | 'early-access';
  /** One sentence on what differs between plans or versions, if anything. */
  children?: React.ReactNode;
}

/**
 * The one way reference pages say which Unleash plans and versions a feature
 * needs, shown at the top of the page. Every reference page whose behaviour
 * depends on the plan or version uses it (checked by the content linter).
 */
export default function Availability({ plans, since, stage, children }: Props): React.ReactNode {
  const unknown = plans.filter((plan) => !PLANS.includes(plan));
  if (unknown.length > 0 || plans.length === 0) {
    throw new Error(`<Availability plans>: use ${PLANS.join(', ')}; got ${JSON.stringify(plans)}`);
  }
  const sorted = PLANS.filter((plan) => plans.includes(plan));
  return (
    <aside className={styles.availability} aria-label="Availability" data-availability={sorted.join(' ')}>
      <dl className={styles.facts}>
        <div>
          <dt>Plan</dt>
          <dd>{sorted.map((plan) => planLabels[plan]).join(', ')}</dd>
        </div>
        {since ? (
          <div>
            <dt>Version</dt>
            <dd>{`${since} and later`}</dd>
          </div>
        ) : null}
        {stage ? (
          <div>
            <dt>Stage</dt>
            <dd>{stage === 'beta' ? 'Beta' : 'Early access'}</dd>
          </div>
        ) : null}
      </dl>
      {children ? <div className={styles.note}>{children}</div> : null}
      <Link className={styles.more} to="/availability">
        About plans and versions
      </Link>
    </aside>
  );
}

import React from 'react';
import Link from '@docusaurus/Link';
import { capabilityIds, capabilityLabels, sdks, type SdkFacts, type Support } from '@site/config/sdks';
import { supportText } from './support-text';
import styles from './styles.module.css';

/**
 * The tables of /reference/sdks, rendered from config/sdks.ts so that the
 * matrix, the intervals and the outage behaviour have one source each. Plain
 * HTML tables: they read without JavaScript, in search results and in the
 * Markdown copy of the page.
 */

const kindLabels: Record<SdkFacts['kind'], string> = { server: 'Backend SDKs', frontend: 'Frontend and mobile SDKs' };

function ofKind(kind: SdkFacts['kind']): SdkFacts[] {
  return sdks.filter((sdk) => sdk.kind === kind);
}

function SdkLink({ sdk }: { sdk: SdkFacts }): React.ReactNode {
  return <Link to={`/reference/sdks/${sdk.id}`}>{sdk.name}</Link>;
}

function SupportCell({ support }: { support: Support }): React.ReactNode {
  const { mark, text } = supportText(support);
  return (
    <td className={styles[mark]} title={support.note}>
      {text}
      {support.note ? <sup aria-label={support.note}>*</sup> : null}
    </td>
  );
}

/** One table per SDK kind: capabilities down, SDKs across, minimum release in each cell. */
export function SdkCapabilityMatrix({ kind }: { kind: SdkFacts['kind'] }): React.ReactNode {
  const list = ofKind(kind);
  const notes = list.flatMap((sdk) =>
    capabilityIds
      .map((id) => ({ id, note: sdk.capabilities[id].note }))
      .filter((entry): entry is { id: (typeof capabilityIds)[number]; note: string } => Boolean(entry.note))
      .map((entry) => ({ sdk, ...entry })),
  );
  return (
    <div className={styles.scroll}>
      <table className={styles.matrix} aria-label={`Capabilities of the ${kindLabels[kind].toLowerCase()}`}>
        <thead>
          <tr>
            <th scope="col">Capability</th>
            {list.map((sdk) => (
              <th scope="col" key={sdk.id}>
                <SdkLink sdk={sdk} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {capabilityIds.map((id) => (
            <tr key={id}>
              <th scope="row">
                <Link to={capabilityLabels[id].link}>{capabilityLabels[id].label}</Link>
              </th>
              {list.map((sdk) => (
                <SupportCell key={sdk.id} support={sdk.capabilities[id]} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {notes.length > 0 ? (
        <ul className={styles.notes}>
          {notes.map(({ sdk, id, note }) => (
            <li key={`${sdk.id}-${id}`}>
              <strong>
                {sdk.name}, {capabilityLabels[id].label.toLowerCase()}:
              </strong>{' '}
              {note}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Package, documented release and default intervals of every SDK. */
export function SdkReleaseTable({ kind }: { kind: SdkFacts['kind'] }): React.ReactNode {
  return (
    <div className={styles.scroll}>
      <table>
        <thead>
          <tr>
            <th scope="col">SDK</th>
            <th scope="col">Package</th>
            <th scope="col">Documented release</th>
            <th scope="col">Refresh interval</th>
            <th scope="col">Metrics interval</th>
          </tr>
        </thead>
        <tbody>
          {ofKind(kind).map((sdk) => (
            <tr key={sdk.id}>
              <th scope="row">
                <SdkLink sdk={sdk} />
              </th>
              <td>
                <code>{sdk.package}</code> ({sdk.registry})
              </td>
              <td>{sdk.documented}</td>
              <td>{sdk.refreshIntervalSeconds} s</td>
              <td>{sdk.metricsIntervalSeconds} s</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What every SDK does when Unleash cannot be reached. */
export function SdkOutageTable(): React.ReactNode {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">SDK</th>
          <th scope="col">When Unleash cannot be reached</th>
        </tr>
      </thead>
      <tbody>
        {sdks.map((sdk) => (
          <tr key={sdk.id}>
            <th scope="row">
              <SdkLink sdk={sdk} />
            </th>
            <td>{sdk.whenUnleashIsDown}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

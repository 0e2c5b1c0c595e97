import React from 'react';
import Link from '@docusaurus/Link';
// Written by plugins/adr-index at build time from the records' front matter.
import records from '@generated/adr-index/default/adrs.json';
import { adrGroups } from '../../adr-record';

/** Every architecture decision record, by group: title, status, date and the decision in one line. */
export default function AdrIndex(): React.ReactNode {
  return (
    <>
      {adrGroups.map((group) => {
        const inGroup = records.filter((record) => record.group === group.id);
        if (inGroup.length === 0) return null;
        return (
          <section key={group.id} aria-labelledby={`adrs-${group.id}`}>
            <h2 id={`adrs-${group.id}`}>{group.label}</h2>
            <table>
              <thead>
                <tr>
                  <th scope="col">Decision record</th>
                  <th scope="col">Decision</th>
                  <th scope="col">Status</th>
                  <th scope="col">Date</th>
                </tr>
              </thead>
              <tbody>
                {inGroup.map((record) => (
                  <tr key={record.permalink}>
                    <th scope="row">
                      <Link to={record.permalink}>{record.title}</Link>
                    </th>
                    <td>{record.decision}</td>
                    <td>{record.status}</td>
                    <td style={{ whiteSpace: 'nowrap' }}>
                      <time dateTime={record.date}>{record.date}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        );
      })}
    </>
  );
}

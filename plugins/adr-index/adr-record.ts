/** The shape of an ADR index entry, shared by the build (records.ts) and the browser (theme/AdrIndex). */
export const adrStatuses = ['accepted', 'deprecated', 'superseded'] as const;
export type AdrStatus = (typeof adrStatuses)[number];

/** The groups in the order the index shows them; a record's group is its folder. */
export const adrGroups = [
  { id: 'overarching', label: 'Overarching' },
  { id: 'back-end', label: 'Back end' },
  { id: 'front-end', label: 'Front end' },
] as const;
export type AdrGroupId = (typeof adrGroups)[number]['id'];

export interface AdrRecord {
  group: AdrGroupId;
  /** The page's route. */
  permalink: string;
  title: string;
  status: AdrStatus;
  /** YYYY-MM-DD */
  date: string;
  decision: string;
}

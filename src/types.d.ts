declare module 'murmurhash/murmurhash.js?source' {
  const source: string;
  export default source;
}

declare module '@generated/page-index/default/page-index.json' {
  import type { PageIndexEntry } from '@site/plugins/page-index';
  const pages: PageIndexEntry[];
  export default pages;
}

declare module '@generated/adr-index/default/adrs.json' {
  import type { AdrRecord } from '@site/plugins/adr-index/adr-record';
  const records: AdrRecord[];
  export default records;
}

/**
 * Stands in for `crypto-js` in the bundles. docusaurus-theme-openapi-docs
 * (ApiExplorer/storage-utils) imports the whole library, every cipher and
 * hash, to call `CryptoJS.SHA1(text).toString()`; this gives it SHA-1 alone,
 * from the same library, so the hashes (storage keys) are unchanged.
 */
import SHA1 from 'crypto-js/sha1';

const CryptoJS = { SHA1 };
export default CryptoJS;
export { SHA1 };

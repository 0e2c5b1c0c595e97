import React, { useLayoutEffect } from 'react';
import murmur from 'murmurhash';
import murmurSource from 'murmurhash/murmurhash.js?source';
import { assignHomeVariant } from './assignHomeVariant';
import styles from './styles.module.css';

// Blocking script for the static HTML: murmurhash defines window.murmur, then
// the variant is set on <html> before the variants below are painted.
const inlineScript = `${murmurSource}\n;(${assignHomeVariant.toString()})(function(key){return window.murmur.v3(key)}, window);`;

interface Props {
  a: React.ReactNode;
  b: React.ReactNode;
}

/**
 * Renders both home page variants into the HTML; CSS shows the one named by
 * `data-home-variant` on <html>, so the choice causes no layout shift.
 */
export default function HomeVariants({ a, b }: Props): React.ReactNode {
  useLayoutEffect(() => {
    // After a client-side navigation the inline script did not run.
    if (!document.documentElement.hasAttribute('data-home-variant')) {
      assignHomeVariant((key) => murmur.v3(key), window);
    }
  }, []);
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: inlineScript }} />
      <div className={styles.variantA} data-home-variant-panel="a">
        {a}
      </div>
      <div className={styles.variantB} data-home-variant-panel="b">
        {b}
      </div>
    </>
  );
}

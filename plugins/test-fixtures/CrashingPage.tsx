import React, { useEffect, useState } from 'react';
import Layout from '@theme/Layout';

// Renders fine during static generation, then throws once mounted in the
// browser, which is where a reader would meet a crash.
function Thrower(): React.ReactNode {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (mounted) throw new Error('Deliberate crash for the end-to-end tests');
  return <p>About to crash.</p>;
}

export default function CrashingPage(): React.ReactNode {
  return (
    <Layout title="Crash fixture" description="A page that throws on purpose, present only in test builds." noFooter>
      <Thrower />
    </Layout>
  );
}

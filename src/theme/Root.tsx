// Wrap: the site's root, plus the ASK AI button every page shows.
import React from 'react';
import Root from '@theme-original/Root';
import AskAi from '@site/src/components/AskAi';

type Props = React.ComponentProps<typeof Root>;

export default function RootWrapper(props: Props): React.ReactNode {
  return (
    <>
      <Root {...props} />
      <AskAi />
    </>
  );
}

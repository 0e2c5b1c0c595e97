// Wrap: puts the product description and the social links above the copyright line.
import React from 'react';
import Copyright from '@theme-original/Footer/Copyright';
import type CopyrightType from '@theme/Footer/Copyright';
import type { WrapperProps } from '@docusaurus/types';
import FooterAbout from '@site/src/components/FooterAbout';

type Props = WrapperProps<typeof CopyrightType>;

export default function CopyrightWrapper(props: Props): React.ReactNode {
  return (
    <>
      <FooterAbout />
      <Copyright {...props} />
    </>
  );
}

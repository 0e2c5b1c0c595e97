/**
 * The API theme's ParamsDetails, rendered in a transition once the page has hydrated
 * (../../client/renderAfterHydration.tsx says why). The theme renders it in the browser only,
 * behind a skeleton of size "sm"; this wrap starts from the same skeleton.
 */
import React, { type ComponentProps, type ReactNode } from 'react';
import ParamsDetails from '@theme-init/ParamsDetails';
import { AfterHydration } from '../../client/renderAfterHydration';

export default function ParamsDetailsAfterHydration(props: ComponentProps<typeof ParamsDetails>): ReactNode {
  return (
    <AfterHydration skeletonSize="sm">
      <ParamsDetails {...props} />
    </AfterHydration>
  );
}

/**
 * The API theme's RequestSchema, rendered in a transition once the page has hydrated
 * (../../client/renderAfterHydration.tsx says why). The theme renders it in the browser only,
 * behind a skeleton of size "sm"; this wrap starts from the same skeleton.
 */
import React, { type ComponentProps, type ReactNode } from 'react';
import RequestSchema from '@theme-init/RequestSchema';
import { AfterHydration } from '../../client/renderAfterHydration';

export default function RequestSchemaAfterHydration(props: ComponentProps<typeof RequestSchema>): ReactNode {
  return (
    <AfterHydration skeletonSize="sm">
      <RequestSchema {...props} />
    </AfterHydration>
  );
}

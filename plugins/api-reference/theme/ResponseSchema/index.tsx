/**
 * The API theme's ResponseSchema, rendered in a transition once the page has hydrated
 * (../../client/renderAfterHydration.tsx says why). The theme renders it in the browser only,
 * behind a skeleton of size "md"; this wrap starts from the same skeleton.
 */
import React, { type ComponentProps, type ReactNode } from 'react';
import ResponseSchema from '@theme-init/ResponseSchema';
import { AfterHydration } from '../../client/renderAfterHydration';

export default function ResponseSchemaAfterHydration(props: ComponentProps<typeof ResponseSchema>): ReactNode {
  return (
    <AfterHydration skeletonSize="md">
      <ResponseSchema {...props} />
    </AfterHydration>
  );
}

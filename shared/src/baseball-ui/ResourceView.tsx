import type { ReactNode } from 'react';
import { errorMessageOf } from '../api/error-message';
import { Spinner } from '../ui/Spinner';
import type { Resource } from './use-resource';

/** Loading, the server's error text (e.g. Oops! no record found) or the loaded content. */
export function ResourceView<T>({ resource, children }: { resource: Resource<T>; children: (data: T) => ReactNode }) {
  if (resource.loading) return <Spinner />;
  if (resource.error !== undefined || resource.data === undefined) {
    return (
      <p role="alert" style={{ margin: 0 }}>
        {errorMessageOf(resource.error)}
      </p>
    );
  }
  return <>{children(resource.data)}</>;
}

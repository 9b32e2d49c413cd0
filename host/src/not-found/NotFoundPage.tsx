import { NotFoundContent } from '@bb/shared';

export function NotFoundPage() {
  return <NotFoundContent />;
}

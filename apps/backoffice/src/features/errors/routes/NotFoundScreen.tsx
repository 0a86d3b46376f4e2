import { MESSAGES } from '@backoffice/contract';
import { ErrorPage } from '../components/ErrorPage';

/** `/404`: no page at that address. */
export function NotFoundScreen() {
  return <ErrorPage code="404" message={MESSAGES.notFound} />;
}

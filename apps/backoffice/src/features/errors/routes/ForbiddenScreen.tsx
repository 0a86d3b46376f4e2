import { MESSAGES } from '@backoffice/contract';
import { ErrorPage } from '../components/ErrorPage';

/** `/403`: the user lacks the page's permission. */
export function ForbiddenScreen() {
  return <ErrorPage code="403" message={MESSAGES.forbidden} />;
}

import { AlertMessage } from '@backoffice/app-kit/components';
import { useResourceRevalidation } from '@backoffice/app-kit/resources';
import { Button } from '@backoffice/ui/Button';
import { projectsResource } from '../../resources/projects';
import type { Project } from './projectTypes';

/**
 * A step's save refused because someone changed the project meanwhile (409 with the project as
 * it is now): what was typed stays until the user loads the current project into the step.
 */
export function StaleNotice({ current }: { current: Project }) {
  const revalidate = useResourceRevalidation(projectsResource);
  return (
    <AlertMessage>
      This project was changed by someone else while you were editing it.{' '}
      <Button variant="secondary" onPress={() => void revalidate(current.id, current)}>
        Load the current project
      </Button>
    </AlertMessage>
  );
}

import { ROUTES } from '@backoffice/access';
import { createResourceRegistry } from '@backoffice/app-kit';
import { ResourceScreensApp } from '@backoffice/app-kit/testing';
import { assembleRegistry, type User } from '@backoffice/contract';
import { COMMON_RESOURCES } from '../../index';
import { COMMON_SCREENS } from '../index';

const registry = createResourceRegistry(assembleRegistry([COMMON_RESOURCES]), ROUTES);

export interface CommonScreensAppProps {
  /** The address the app opens, with query. */
  path: string;
  user: User;
}

/**
 * The shared screens of every brand (the human-resources home, the ding account balances) on
 * the spec's routes, inside the kit's providers, with the generic screens of the shared
 * resources beside them. Data comes from the stories' MSW handlers (`commonHandlers.ts`).
 */
export function CommonScreensApp({ path, user }: CommonScreensAppProps) {
  return (
    <ResourceScreensApp path={path} user={user} registry={registry} screens={COMMON_SCREENS} />
  );
}

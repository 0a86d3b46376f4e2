import { ROUTES } from '@backoffice/access';
import { createResourceRegistry, resourceScreenLoaders } from '@backoffice/app-kit';
import { COMMON_RESOURCES } from '@backoffice/common';
import { assembleRegistry } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { CHARITY_RESOURCES } from '../index';
import { CHARITY_SCREENS } from './index';

describe('the charity screens', () => {
  it('give every route of the brand (1) a screen: a hand-written one or a generic one', () => {
    const registry = createResourceRegistry(
      assembleRegistry([COMMON_RESOURCES, CHARITY_RESOURCES]),
      ROUTES,
    );
    const screens = { ...resourceScreenLoaders(registry), ...CHARITY_SCREENS };
    const charity = ROUTES.filter((route) => route.brand === 1).map((route) => route.name);
    expect(charity).toEqual(
      expect.arrayContaining([
        'projects',
        'new-project',
        'view-project',
        'project-members',
        'project-package',
        'project-beneficiary',
        'project-fulfillment',
      ]),
    );
    const missing = charity.filter((name) => typeof screens[name] !== 'function');
    expect(missing).toEqual([]);
  });
});

import { listScreenRequests } from '@backoffice/app-kit/resources';
import { expect, it } from 'vitest';
import { REGISTRY } from './registry';

it('keeps in listRequests.json the GETs each list screen makes as it opens (-u rewrites it)', async () => {
  await expect(`${JSON.stringify(listScreenRequests(REGISTRY), null, 2)}\n`).toMatchFileSnapshot(
    './listRequests.json',
  );
});

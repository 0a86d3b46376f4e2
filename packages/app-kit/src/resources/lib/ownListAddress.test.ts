import { describe, expect, it } from 'vitest';
import { sampleProjects, sampleRegistry, sampleVendors } from '../testing/sampleResources';
import { atOwnListAddress } from './ownListAddress';

describe('atOwnListAddress', () => {
  it('holds on the resource’s own list screen only', () => {
    expect(atOwnListAddress(sampleVendors, sampleRegistry, '/vendors')).toBe(true);
    expect(atOwnListAddress(sampleVendors, sampleRegistry, '/vendors/')).toBe(true);
    expect(atOwnListAddress(sampleProjects, sampleRegistry, '/projects')).toBe(true);
  });

  it('does not hold on a record’s page, another list or another page', () => {
    for (const path of ['/vendors/3/edit', '/vendors/new', '/projects', '/dashboard']) {
      expect(atOwnListAddress(sampleVendors, sampleRegistry, path)).toBe(false);
    }
    expect(atOwnListAddress(sampleProjects, sampleRegistry, '/projects/12')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  sampleEmployees,
  sampleProjects,
  sampleRegistry,
  sampleVendors,
} from '../resources/testing/sampleResources';
import { recordInView, recordPath } from './recordInView';

describe('recordInView', () => {
  it('finds the resource and id of a record’s detail, edit and section pages', () => {
    expect(recordInView(sampleRegistry, '/projects/12')).toEqual({
      resource: sampleProjects,
      id: 12,
    });
    expect(recordInView(sampleRegistry, '/vendors/3/edit?tab=x')).toEqual({
      resource: sampleVendors,
      id: 3,
    });
    expect(recordInView(sampleRegistry, '/employees/5/banking-info')).toEqual({
      resource: sampleEmployees,
      id: 5,
    });
  });

  it('answers null on lists, new-record screens, other pages and ids that are not numbers', () => {
    for (const path of ['/vendors', '/projects/new', '/dashboard', '/nowhere/1', '/projects/1e2']) {
      expect(recordInView(sampleRegistry, path)).toBeNull();
    }
    expect(recordInView(sampleRegistry, '/projects/0')).toBeNull();
  });
});

describe('recordPath', () => {
  it('leads to a record’s detail page, else its edit screen', () => {
    expect(recordPath(sampleRegistry, 'projects', 12)).toBe('/projects/12');
    expect(recordPath(sampleRegistry, 'employees', 5)).toBe('/employees/5');
    expect(recordPath(sampleRegistry, 'vendors', 3)).toBe('/vendors/3/edit');
    expect(recordPath(sampleRegistry, 'nothing', 3)).toBeNull();
  });
});

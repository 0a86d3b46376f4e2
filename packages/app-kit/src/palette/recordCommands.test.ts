import { describe, expect, it } from 'vitest';
import { sampleProjects, sampleVendors } from '../resources/testing/sampleResources';
import { commandLabel, recordCommands } from './recordCommands';

const everything = () => true;
const labels = (...args: Parameters<typeof recordCommands>) =>
  recordCommands(...args).map(commandLabel);

describe('recordCommands', () => {
  it('offers the actions the record’s state allows, then Delete, with their permissions', () => {
    expect(labels(sampleProjects, { id: 1, status: 'planned' }, everything)).toEqual(['Start']);
    expect(labels(sampleProjects, { id: 1, status: 'active' }, everything)).toEqual(['Complete']);
    expect(labels(sampleProjects, { id: 1, status: 'completed' }, everything)).toEqual([]);
    expect(labels(sampleVendors, { id: 1 }, everything)).toEqual(['Delete']);
    expect(labels(sampleVendors, { id: 1 }, (p) => p !== 'manage_vendors')).toEqual([]);
    expect(labels(sampleProjects, { id: 1, status: 'planned' }, () => false)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { sampleProjects, sampleRegistry } from '../resources/testing/sampleResources';
import { paletteSections } from './paletteSections';
import { recordCommands } from './recordCommands';

const screens = [
  { name: 'vendors', title: 'Vendors', path: '/vendors' },
  { name: 'new-vendor', title: 'New Vendor', path: '/vendors/new' },
  { name: 'notices', title: 'Notices', path: '/notices' },
];
const project = { id: 2, name: 'School Meals', status: 'planned' };
const record = {
  title: 'School Meals',
  commands: recordCommands(sampleProjects, project, () => true),
};

describe('paletteSections', () => {
  it('lists the record’s actions, the screens and the records found, in that order', () => {
    const sections = paletteSections({
      text: '',
      registry: sampleRegistry,
      record,
      screens,
      hits: [
        { resource: 'vendors', id: 8, key: null, title: 'Harvest Logistics', kind: 'vendor' },
        { resource: 'projects', id: 2, key: null, title: 'School Meals', kind: 'project' },
        { resource: 'gone', id: 1, key: null, title: 'Nowhere', kind: 'thing' },
      ],
    });
    expect(sections.map((section) => [section.title, section.options.map((o) => o.label)])).toEqual(
      [
        ['Actions', ['Start School Meals']],
        ['Go to', ['Vendors', 'New Vendor', 'Notices']],
        ['Records', ['Harvest Logistics', 'School Meals']],
      ],
    );
    expect(sections[2]?.options[0]).toEqual({
      id: 'record:vendors:8',
      kind: 'record',
      label: 'Harvest Logistics',
      detail: 'Vendor',
      path: '/vendors/8/edit',
    });
  });

  it('keeps the actions and screens whose words match, and leaves out empty sections', () => {
    const sections = paletteSections({
      text: 'vend',
      registry: sampleRegistry,
      record,
      screens,
      hits: [],
    });
    expect(sections.map((section) => section.id)).toEqual(['screens']);
    expect(sections[0]?.options.map((o) => o.id)).toEqual(['screen:vendors', 'screen:new-vendor']);
  });
});

import { fieldsWhere } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../testing/memoryStorage';
import { sampleVendors as vendorsResource } from '../testing/sampleResources';
import { columnsKey, readColumns, saveColumns } from './columnChoice';

const listed = fieldsWhere(vendorsResource, 'listed');

describe('column choice', () => {
  it('shows every listed field until the user chooses', () => {
    expect(listed.length).toBeGreaterThan(2);
    expect(readColumns(vendorsResource, memoryStorage())).toEqual(listed);
    expect(readColumns(vendorsResource, null)).toEqual(listed);
  });

  it('remembers a choice per resource, in the definition’s order', () => {
    const storage = memoryStorage();
    const [first, second, third] = listed as [string, string, string];
    expect(saveColumns(vendorsResource, [third, first], storage)).toEqual([first, third]);
    expect(readColumns(vendorsResource, storage)).toEqual([first, third]);
    expect(JSON.parse(storage.getItem(columnsKey(vendorsResource)) ?? 'null')).toEqual([
      first,
      third,
    ]);
    expect(storage.getItem('columns.employees')).toBeNull();
    expect(second).not.toBe(first);
  });

  it('never hides the last column, and forgets a choice of every column', () => {
    const storage = memoryStorage();
    const [first] = listed as [string];
    saveColumns(vendorsResource, [first], storage);
    expect(saveColumns(vendorsResource, [], storage)).toEqual([first]);
    expect(saveColumns(vendorsResource, listed, storage)).toEqual(listed);
    expect(storage.getItem(columnsKey(vendorsResource))).toBeNull();
  });

  it('ignores saved names that are not listed fields, and broken values', () => {
    const [first] = listed as [string];
    const stale = memoryStorage({
      [columnsKey(vendorsResource)]: JSON.stringify(['notes', 'gone', first]),
    });
    expect(readColumns(vendorsResource, stale)).toEqual([first]);
    const onlyStale = memoryStorage({ [columnsKey(vendorsResource)]: JSON.stringify(['gone']) });
    expect(readColumns(vendorsResource, onlyStale)).toEqual(listed);
    const broken = memoryStorage({ [columnsKey(vendorsResource)]: '{"not": "a list"}' });
    expect(readColumns(vendorsResource, broken)).toEqual(listed);
  });
});

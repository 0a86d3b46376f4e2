import { ApiError } from '@backoffice/api-client';
import { describe, expect, it } from 'vitest';
import { employees } from '../testing/resourceFixtures';
import { sampleEmployees } from '../testing/sampleResources';
import { conflictFields, conflictRecord, recordVersion } from './conflict';
import { type ResourceRow, recordValues } from './formValues';

const opened: ResourceRow = { ...(employees[0] as ResourceRow), version: 1 };
const saved: ResourceRow = {
  ...opened,
  version: 2,
  position: 'Head of packing',
  hire_date: '2021-04-01',
  branch_id: 2,
  labels: { ...opened.labels, branch_id: 'South Farm' },
  account_number: '****9876',
};

describe('conflictRecord', () => {
  it('reads the record a 409 answers with, and nothing from other refusals', () => {
    const body = { message: 'This employee was changed by someone else.', data: saved };
    expect(conflictRecord(sampleEmployees, new ApiError(409, body.message, body))).toBe(saved);
    expect(
      conflictRecord(sampleEmployees, new ApiError(409, 'Wrong state', { message: 'x' })),
    ).toBe(null);
    expect(conflictRecord(sampleEmployees, new ApiError(422, 'Invalid', body))).toBe(null);
    expect(conflictRecord(sampleEmployees, new Error('offline'))).toBe(null);
  });
});

describe('conflictFields', () => {
  it('lists only the fields where what was typed differs from the saved record, formatted', () => {
    // The hire date typed is the one they saved too: no conflict there.
    const typed = {
      ...recordValues(sampleEmployees, opened),
      position: 'Packing lead',
      hire_date: '2021-04-01',
    };
    const fields = conflictFields(sampleEmployees, typed, saved, opened);
    expect(fields.map((field) => field.name)).toEqual(['position', 'branch_id']);
    expect(fields[0]).toMatchObject({
      label: 'Position',
      yours: 'Packing lead',
      theirs: 'Head of packing',
    });
    // A reference by its title: the one the form was opened with, the one saved now.
    expect(fields[1]).toMatchObject({
      label: 'Branch',
      yours: opened.labels.branch_id ?? String(opened.branch_id),
      theirs: 'South Farm',
    });
  });

  it('formats dates as the detail screen does, and a masked field only when typed into', () => {
    const typed = {
      ...recordValues(sampleEmployees, saved),
      hire_date: '2020-01-15',
      account_number: '123456789',
    };
    const fields = conflictFields(sampleEmployees, typed, saved, opened);
    expect(fields).toEqual([
      { name: 'hire_date', label: 'Hire date', yours: 'Jan 15, 2020', theirs: 'Apr 1, 2021' },
      {
        name: 'account_number',
        label: 'Account number',
        yours: '123456789',
        theirs: '****9876',
      },
    ]);
    expect(conflictFields(sampleEmployees, recordValues(sampleEmployees, saved), saved)).toEqual(
      [],
    );
  });
});

describe('recordVersion', () => {
  it('sends the version a record answers, and none for a record without one', () => {
    expect(recordVersion(saved)).toBe(2);
    expect(recordVersion({ ...opened, version: undefined })).toBeUndefined();
    expect(recordVersion(undefined)).toBeUndefined();
  });
});

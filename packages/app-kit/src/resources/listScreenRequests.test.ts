import { describe, expect, it } from 'vitest';
import { listScreenRequests } from './listScreenRequests';
import { sampleRegistry } from './testing/sampleResources';

describe('listScreenRequests', () => {
  it("gives each list route its first page and its saved views, not its filters' options", () => {
    const requests = listScreenRequests(sampleRegistry);
    // Employees are filtered by branch: the branches are asked for when that filter is drawn.
    expect(requests.employees).toEqual([
      '/api/employees?page=1',
      '/api/saved-views?list=employees',
    ]);
    expect(requests.vendors).toEqual(['/api/vendors?page=1', '/api/saved-views?list=vendors']);
  });

  it('keys them by the list route of every resource that has routes', () => {
    expect(Object.keys(listScreenRequests(sampleRegistry))).toEqual([
      'branches',
      'vendors',
      'employees',
      'projects',
    ]);
  });
});

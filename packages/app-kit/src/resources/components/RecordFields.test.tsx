/**
 * A record's page shows each field by what people read it by: a reference and a staff field by
 * their title, never a bare id; a field holding only an id with nothing to show it by is left out.
 */
import { defineResource } from '@backoffice/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ResourceRow } from '../lib/formValues';
import { RecordFields } from './RecordFields';

const logs = defineResource({
  name: 'feeding_logs',
  segment: 'feeding-logs',
  singular: 'feeding log',
  plural: 'feeding logs',
  scope: 'brand',
  titleField: 'notes',
  fields: {
    notes: { type: 'string', label: 'Notes' },
    quantity: { type: 'number', label: 'Quantity', rules: ['integer'] },
    house_id: { type: 'reference', label: 'House', resource: 'houses' },
    checked_by: { type: 'number', label: 'Checked by', rules: ['integer'], staff: true },
    recorded_by: { type: 'number', label: 'Recorded by (id)', rules: ['integer'], readOnly: true },
    recorded_by_name: { type: 'string', label: 'Recorded by', readOnly: true },
    converted_from_id: { type: 'number', label: 'Converted from', readOnly: true },
  },
  permissions: { list: 'x', view: 'x', create: 'x' },
});

const record: ResourceRow = {
  id: 7,
  notes: 'Morning feed',
  quantity: 1250,
  house_id: 3,
  checked_by: 41,
  recorded_by: 42,
  recorded_by_name: 'Ama Owusu',
  converted_from_id: 5,
  labels: { house_id: 'Layer house A', checked_by: 'Kofi Mensah' },
  created_at: '2025-03-14T08:00:00Z',
  updated_at: '2025-03-14T08:00:00Z',
};

describe('a record’s fields', () => {
  it('show references and staff by their title, and leave out a bare id', () => {
    render(<RecordFields resource={logs} record={record} fields={Object.keys(logs.fields)} />);
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Notes', 'Quantity', 'House', 'Checked by', 'Recorded by']);
    expect(screen.getByText('Layer house A')).toBeInTheDocument();
    expect(screen.getByText('Kofi Mensah')).toBeInTheDocument();
    expect(screen.getByText('Ama Owusu')).toBeInTheDocument();
    expect(screen.queryByText('Recorded by (id)')).toBeNull();
    expect(screen.queryByText('42')).toBeNull();
    expect(screen.queryByText('Converted from')).toBeNull();
  });
});

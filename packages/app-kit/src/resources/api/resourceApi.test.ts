import { createApiClient } from '@backoffice/api-client';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../testing/server';
import { sampleEmployees as employeesResource } from '../testing/sampleResources';
import { saveRecord } from './resourceApi';

describe('saveRecord', () => {
  it('sends a create with a chosen file as multipart, keeping the idempotency key', async () => {
    const seen: { key: string | null; type: string | null; form: FormData }[] = [];
    server.use(
      http.post('*/api/employees', async ({ request }) => {
        seen.push({
          key: request.headers.get('idempotency-key'),
          type: request.headers.get('content-type'),
          form: await request.formData(),
        });
        return HttpResponse.json({ data: { id: 9 } }, { status: 201 });
      }),
    );
    const photo = new File(['png'], 'ann.png', { type: 'image/png' });
    await saveRecord(
      createApiClient(),
      employeesResource,
      { name: 'Ann Baker', photo },
      { idempotencyKey: 'key-1' },
    );
    expect(seen).toHaveLength(1);
    expect(seen[0]?.key).toBe('key-1');
    expect(seen[0]?.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]?.form.get('name')).toBe('Ann Baker');
    const sent = seen[0]?.form.get('photo');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('ann.png');
  });

  it('sends a save without a file as a form, a removed file as an empty value', async () => {
    const seen: { type: string | null; body: string }[] = [];
    server.use(
      http.put('*/api/employees/3', async ({ request }) => {
        seen.push({ type: request.headers.get('content-type'), body: await request.text() });
        return HttpResponse.json({ data: { id: 3 } });
      }),
    );
    await saveRecord(createApiClient(), employeesResource, { name: 'Ann', photo: null }, { id: 3 });
    expect(seen[0]?.type).toMatch(/^application\/x-www-form-urlencoded/);
    expect(seen[0]?.body).toBe('name=Ann&photo=');
  });

  it('sends the version an update is based on, and none when the record answered none', async () => {
    const bodies: string[] = [];
    server.use(
      http.put('*/api/employees/3', async ({ request }) => {
        bodies.push(await request.text());
        return HttpResponse.json({ data: { id: 3 } });
      }),
    );
    const client = createApiClient();
    await saveRecord(client, employeesResource, { name: 'Ann' }, { id: 3, version: 4 });
    await saveRecord(client, employeesResource, { name: 'Ann' }, { id: 3, version: undefined });
    expect(bodies).toEqual(['name=Ann&version=4', 'name=Ann']);
  });
});

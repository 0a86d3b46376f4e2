import { ticketPageSchema, ticketResponseSchema } from '@backoffice/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers/app';
import { databaseKinds } from './helpers/database';

const pdf = Buffer.from('%PDF-1.4\n% test document\n');

describe.each(databaseKinds())('tickets on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 60_000);
  afterAll(async () => t?.close());

  it('opens a ticket with attachments and notifies support', async () => {
    const agent = t.agent();
    await agent.signInTo(ACCOUNTS.hr, 2);
    const res = await agent.post('/api/tickets', {
      multipart: {
        fields: {
          subject: 'Payslip export fails',
          description: 'The export button does nothing.',
          priority: 'urgent',
        },
        files: [
          { field: 'attachments[]', filename: 'error.pdf', type: 'application/pdf', data: pdf },
          {
            field: 'attachments[]',
            filename: 'notes.txt',
            type: 'text/plain',
            data: Buffer.from('steps'),
          },
        ],
      },
    });
    expect(res.statusCode).toBe(201);
    const ticket = ticketResponseSchema.parse(res.json()).data;
    expect(ticket).toMatchObject({
      subject: 'Payslip export fails',
      priority: 'urgent',
      status: 'open',
      brand_id: 2,
      replies_count: 0,
    });
    expect(ticket.attachments.map((a) => [a.name, a.content_type, a.size])).toEqual([
      ['error.pdf', 'application/pdf', pdf.length],
      ['notes.txt', 'text/plain', 5],
    ]);
    const file = await agent.get(ticket.attachments[0]?.url as string);
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(file.rawPayload.equals(pdf)).toBe(true);

    const admin = t.agent();
    await admin.login(ACCOUNTS.admin);
    const alerts = (await admin.get('/api/notifications')).json().data;
    expect(alerts[0]).toMatchObject({
      title: `New ticket #${ticket.id}: Payslip export fails`,
      link: `/tickets/${ticket.id}`,
    });
  });

  it('validates subject, attachment size and count', async () => {
    const agent = t.agent();
    await agent.signInTo(ACCOUNTS.hr, 2);
    const empty = await agent.post('/api/tickets', {
      form: { subject: '', description: 'x', priority: 'soon' },
    });
    expect(empty.json().errors).toEqual({
      subject: ['The subject field is required.'],
      priority: ['The selected priority is invalid.'],
    });
    const big = await agent.post('/api/tickets', {
      multipart: {
        fields: { subject: 'Big', description: 'Too big a file' },
        files: [
          {
            field: 'attachments[]',
            filename: 'big.bin',
            type: 'application/octet-stream',
            data: Buffer.alloc(2 * 1024 * 1024 + 1),
          },
        ],
      },
    });
    expect(big.json().errors).toEqual({
      'attachments.0': ['The attachments.0 field must not be greater than 2048 kilobytes.'],
    });
    const many = await agent.post('/api/tickets', {
      multipart: {
        fields: { subject: 'Many', description: 'Six files' },
        files: Array.from({ length: 6 }, (_, i) => ({
          field: 'attachments[]',
          filename: `f${i}.txt`,
          type: 'text/plain',
          data: Buffer.from('x'),
        })),
      },
    });
    expect(many.json().errors).toEqual({
      attachments: ['The attachments field must not have more than 5 items.'],
    });
  });

  it('shows authors their own tickets and support staff all of the brand’s', async () => {
    const manager = t.agent();
    await manager.signInTo(ACCOUNTS.manager, 2);
    const own = ticketPageSchema.parse((await manager.get('/api/tickets')).json());
    expect(own.data.every((ticket) => ticket.author.name === 'Mona Manager')).toBe(true);
    const hrTicket = await (async () => {
      const hr = t.agent();
      await hr.signInTo(ACCOUNTS.hr, 2);
      return ticketPageSchema.parse((await hr.get('/api/tickets')).json()).data[0]?.id as number;
    })();
    const hidden = await manager.get(`/api/tickets/${hrTicket}`);
    expect(hidden.statusCode).toBe(404);
    const admin = t.agent();
    await admin.signInTo(ACCOUNTS.admin, 2);
    const all = ticketPageSchema.parse((await admin.get('/api/tickets')).json());
    expect(all.total).toBeGreaterThanOrEqual(2);
    await admin.put('/api/user/9');
    expect((await admin.get(`/api/tickets/${hrTicket}`)).statusCode).toBe(404);
    const filtered = ticketPageSchema.parse(
      (await manager.get('/api/tickets?status=in_progress')).json(),
    );
    expect(filtered.data.map((x) => x.subject)).toEqual(['Printer in the egg room is offline']);
  });

  it('threads replies, notifies the other side and moves through statuses', async () => {
    const hr = t.agent();
    await hr.signInTo(ACCOUNTS.hr, 2);
    const created = ticketResponseSchema.parse(
      (
        await hr.post('/api/tickets', {
          form: { subject: 'VPN access', description: 'Need VPN for home.' },
        })
      ).json(),
    ).data;
    const admin = t.agent();
    await admin.signInTo(ACCOUNTS.admin, 2);
    const reply = await admin.post(`/api/tickets/${created.id}/replies`, {
      form: { body: 'Done, check your mail.' },
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().data).toMatchObject({
      body: 'Done, check your mail.',
      author: { name: 'Ada Admin' },
    });
    expect((await hr.get('/api/notifications')).json().data[0].title).toBe(
      `New reply on ticket #${created.id}: VPN access`,
    );

    const resolved = await admin.put(`/api/tickets/${created.id}/status`, {
      form: { status: 'resolved' },
    });
    expect(resolved.json().data).toMatchObject({ status: 'resolved', replies_count: 1 });
    const authorCannot = await hr.put(`/api/tickets/${created.id}/status`, {
      form: { status: 'in_progress' },
    });
    expect(authorCannot.json().errors).toEqual({ status: ['The selected status is invalid.'] });
    expect(
      (await hr.put(`/api/tickets/${created.id}/status`, { form: { status: 'closed' } })).json()
        .data.status,
    ).toBe('closed');
    const closedReply = await hr.post(`/api/tickets/${created.id}/replies`, {
      form: { body: 'One more thing' },
    });
    expect(closedReply.statusCode).toBe(422);
    expect(
      (await hr.put(`/api/tickets/${created.id}/status`, { form: { status: 'open' } })).json().data
        .status,
    ).toBe('open');
    const detail = ticketResponseSchema.parse(
      (await hr.get(`/api/tickets/${created.id}`)).json(),
    ).data;
    expect(detail.replies.map((r) => r.body)).toEqual(['Done, check your mail.']);
  });

  it('keeps another person’s attachment private', async () => {
    const hr = t.agent();
    await hr.signInTo(ACCOUNTS.hr, 2);
    const ticket = ticketResponseSchema.parse(
      (
        await hr.post('/api/tickets', {
          multipart: {
            fields: { subject: 'Private', description: 'See file' },
            files: [
              {
                field: 'attachments',
                filename: 'secret.txt',
                type: 'text/plain',
                data: Buffer.from('secret'),
              },
            ],
          },
        })
      ).json(),
    ).data;
    const manager = t.agent();
    await manager.signInTo(ACCOUNTS.manager, 2);
    expect((await manager.get(ticket.attachments[0]?.url as string)).statusCode).toBe(404);
  });
});

/**
 * Leads through the API: the funnel's moves and every wrong one with its sentence, a lead
 * owned by its creator, own-leads scoping (another's lead answers 404; a manager reaches all),
 * reassignment by managers only, the dashboard's figures from the seed, and two moves of one
 * lead at once.
 */
import {
  type Agent,
  createTestApp,
  databaseKinds,
  seedContext,
  type TestApp,
} from '@backoffice/api/testing';
import type { Executor } from '@backoffice/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEADS_RESOURCES } from '../../resources/leads';
import { leadsArea } from '.';
import { SEED_LEADS, seedLeads } from './seed';
import { createTeamUser, type TeamUser, userIdOf } from './teamUser.testing';

describe.each(databaseKinds())('marketplace leads on %s', (kind) => {
  let t: TestApp;
  let manager: Agent;
  let rep: Agent;
  let otherRep: Agent;
  let repUser: TeamUser;
  let managerId: number;
  const db = () => t.database.handle.db as unknown as Executor;
  const total = async (agent: Agent, query: string) =>
    (await agent.get(`/api/evd-leads?per_page=1&${query}`)).json().total as number;

  beforeAll(async () => {
    t = await createTestApp(kind, {
      resources: LEADS_RESOURCES,
      hooks: leadsArea.resources ?? {},
    });
    repUser = await createTeamUser(db(), {
      first: 'Sam',
      last: 'Seller',
      role: 'Sales Representative',
      permissions: ['access_evdati_leads'],
    });
    const other = await createTeamUser(db(), {
      first: 'Rita',
      last: 'Rep',
      role: 'Sales Representative',
      permissions: ['access_evdati_leads'],
    });
    managerId = await userIdOf(db(), 'manager@backoffice.test');
    await t.database.handle.db.transaction(async (tx) =>
      seedLeads(
        tx as unknown as Executor,
        seedContext(new Date(), { Manager: managerId, 'Sales Representative': repUser.id }),
      ),
    );
    manager = await t.signedIn('manager', 9);
    rep = t.agent();
    await rep.signInTo(repUser.email, 9);
    otherRep = t.agent();
    await otherRep.signInTo(other.email, 9);
  }, 120_000);
  afterAll(async () => t?.close());

  it('seeds 40 leads in every stage, shared by the manager and the representative', async () => {
    expect(SEED_LEADS).toHaveLength(40);
    const stages = ['new', 'contacted', 'qualified', 'won', 'lost'];
    const counts = await Promise.all(stages.map((s) => total(manager, `filter[stage]=${s}`)));
    // 10 + 9 + 8 + 7 + 6 = 40; conversion 7 / (7 + 6) = 53.8%.
    expect(counts).toEqual([10, 9, 8, 7, 6]);
    // The manager owns leads 0, 3, ..., 39 (14 of them); the representative the other 26.
    expect(await total(manager, '')).toBe(40);
    expect(await total(manager, `filter[owner_user_id]=${managerId}`)).toBe(14);
    expect(await total(rep, '')).toBe(26);
    expect(await total(otherRep, '')).toBe(0);
    // Follow-ups due: open leads 1, 4, ..., 25 (9 of them, all the representative's).
    expect(await total(manager, 'filter[follow_up_due]=1')).toBe(9);
    expect(await total(rep, 'filter[follow_up_due]=1')).toBe(9);
    const lost = (await manager.get('/api/evd-leads?filter[stage]=lost&per_page=1')).json().data[0];
    expect(lost.lost_reason).toMatch(/\.$/);
  });

  it('makes a new lead its creator’s, new, whatever the form sends', async () => {
    const res = await rep.post('/api/evd-leads', {
      form: {
        business: 'Juniper Candles',
        contact_name: 'June Park',
        email: 'june@juniper.example',
        source: 'referral',
        stage: 'won',
        owner_user_id: String(managerId),
        next_follow_up: '2026-12-01',
        value_estimate: '2500000',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      business: 'Juniper Candles',
      stage: 'new',
      owner_user_id: repUser.id,
      owner_name: 'Sam Seller',
      value_estimate: 2_500_000,
    });
  });

  it('keeps a representative to their own leads: another’s answers 404', async () => {
    const managers = (
      await manager.get(`/api/evd-leads?filter[owner_user_id]=${managerId}&per_page=1`)
    ).json().data[0];
    const path = `/api/evd-leads/${managers.id}`;
    expect((await rep.get(path)).statusCode).toBe(404);
    expect((await rep.put(path, { form: { business: 'Mine now' } })).statusCode).toBe(404);
    expect((await rep.post(`${path}/lose`, { form: { reason: 'x' } })).statusCode).toBe(404);
    expect((await rep.get(`${path}/audit`)).statusCode).toBe(404);
    const reps = (await rep.get('/api/evd-leads?per_page=1')).json().data[0];
    expect((await otherRep.get(`/api/evd-leads/${reps.id}`)).statusCode).toBe(404);
    expect((await manager.get(`/api/evd-leads/${reps.id}`)).statusCode).toBe(200);
    // A search never finds another's lead either.
    const found = (
      await rep.get(`/api/evd-leads?search=${encodeURIComponent(managers.business)}`)
    ).json();
    expect(found.total).toBe(0);
  });

  it('moves a lead through the funnel and refuses every wrong move with its sentence', async () => {
    const created = await rep.post('/api/evd-leads', {
      form: { business: 'Tidewater Soap', contact_name: 'Tia Waters', source: 'website' },
    });
    const id = created.json().data.id as number;
    const act = (name: string, form: Record<string, string> = {}) =>
      rep.post(`/api/evd-leads/${id}/${name}`, { form });

    const early = await act('qualify');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Contact this lead before qualifying it.');
    expect((await act('contact')).json().data.stage).toBe('contacted');
    const again = await act('contact');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only new leads can be marked contacted.');
    const notYet = await act('win');
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe('Only qualified leads can be won.');
    const noReason = await act('lose');
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toEqual({ reason: ['The reason field is required.'] });
    const lost = await act('lose', { reason: 'Chose another marketplace.' });
    expect(lost.json().data).toMatchObject({
      stage: 'lost',
      lost_reason: 'Chose another marketplace.',
    });
    const winLost = await act('win');
    expect(winLost.statusCode).toBe(409);
    expect(winLost.json().message).toBe('A lost lead cannot be won; reopen it first.');
    expect((await act('reopen')).json().data).toMatchObject({
      stage: 'contacted',
      lost_reason: null,
    });
    expect((await act('qualify')).json().data.stage).toBe('qualified');
    expect((await act('win')).json().data.stage).toBe('won');
    const loseWon = await act('lose', { reason: 'Changed their mind.' });
    expect(loseWon.statusCode).toBe(409);
    expect(loseWon.json().message).toBe('A won lead cannot be lost.');
    const reopenWon = await act('reopen');
    expect(reopenWon.json().message).toBe('Only lost leads can be reopened.');
    const trail = (await rep.get(`/api/evd-leads/${id}/audit`)).json().data;
    expect(trail.map((entry: { action: string }) => entry.action)).toEqual([
      'win',
      'qualify',
      'reopen',
      'lose',
      'contact',
      'created',
    ]);
  });

  it('lets managers alone reassign a lead, to a user who works leads', async () => {
    const created = await manager.post('/api/evd-leads', {
      form: { business: 'Alder Ink Prints', contact_name: 'Al Der', source: 'trade_show' },
    });
    const id = created.json().data.id as number;
    expect(created.json().data.owner_name).toBe('Mona Manager');
    expect((await rep.get(`/api/evd-leads/${id}`)).statusCode).toBe(404);
    const byRep = await rep.post(`/api/evd-leads/${id}/reassign`, {
      form: { owner_user_id: String(repUser.id) },
    });
    expect(byRep.statusCode).toBe(403); // the permission is checked before the record
    const hr = await userIdOf(db(), 'hr@backoffice.test');
    const toHr = await manager.post(`/api/evd-leads/${id}/reassign`, {
      form: { owner_user_id: String(hr) },
    });
    expect(toHr.statusCode).toBe(422);
    expect(toHr.json().errors.owner_user_id).toEqual([
      'The selected new owner does not work leads in this brand.',
    ]);
    const moved = await manager.post(`/api/evd-leads/${id}/reassign`, {
      form: { owner_user_id: String(repUser.id) },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({
      owner_user_id: repUser.id,
      owner_name: 'Sam Seller',
      stage: 'new',
    });
    expect((await rep.get(`/api/evd-leads/${id}`)).statusCode).toBe(200);
    // A representative cannot reassign their own lead either (the manager's permission).
    const own = await rep.post(`/api/evd-leads/${id}/reassign`, {
      form: { owner_user_id: String(managerId) },
    });
    expect(own.statusCode).toBe(403);
  });

  it('takes one of two moves of the same lead sent at once', async () => {
    const created = await rep.post('/api/evd-leads', {
      form: { business: 'Twin Peaks Tea', contact_name: 'Tess Twin', source: 'cold_call' },
    });
    const { id, version } = created.json().data as { id: number; version: number };
    const answers = await Promise.all([
      rep.post(`/api/evd-leads/${id}/contact`, { form: { version: String(version) } }),
      rep.post(`/api/evd-leads/${id}/lose`, {
        form: { version: String(version), reason: 'Duplicate.' },
      }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const stored = (await rep.get(`/api/evd-leads/${id}`)).json().data;
    expect(stored.version).toBe(2);
  });
});

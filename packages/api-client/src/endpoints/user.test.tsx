import type { Profile } from '@backoffice/contract';
import { act, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { notice, user } from '../../test/fixtures';
import { recordRequests } from '../../test/recordRequests';
import { renderWithClient } from '../../test/renderWithClient';
import { server } from '../../test/server';
import { useSession } from './auth';
import { useDashboardNotices } from './notices';
import { useChangePassword, useProfile, useSwitchBrand, useUpdateProfile } from './user';

const profile: Profile = {
  id: 7,
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.test',
  phone: null,
  profile_photo: null,
  role: 'Dispatcher',
  email_verified_at: '2025-01-02T10:00:00Z',
  created_at: '2024-06-01T10:00:00Z',
};

const csrfCookie = http.get(
  '/api/sanctum/csrf-cookie',
  () => new HttpResponse(null, { status: 204 }),
);

describe('useSwitchBrand', () => {
  it('caches the answered user and refetches what belonged to the old brand', async () => {
    let activeBrand = 2;
    server.use(
      csrfCookie,
      http.get('/api/session', () => HttpResponse.json({ data: { user } })),
      http.get('/api/notices/list', () => HttpResponse.json({ data: [notice(activeBrand)] })),
      http.put('/api/user/:brandId', ({ params }) => {
        activeBrand = Number(params.brandId);
        return HttpResponse.json({ data: { user: { ...user, active_brand_id: activeBrand } } });
      }),
    );
    const { lines } = recordRequests();

    const { result } = renderWithClient(() => ({
      session: useSession().data,
      notices: useDashboardNotices().data,
      switchBrand: useSwitchBrand(),
    }));
    await waitFor(() => expect(result.current.notices?.[0]?.id).toBe(2));
    await waitFor(() => expect(result.current.session?.active_brand_id).toBe(2));

    await act(() => result.current.switchBrand.trigger(8));

    expect(result.current.session?.active_brand_id).toBe(8);
    await waitFor(() => expect(result.current.notices?.[0]?.id).toBe(8));
    expect(lines().filter((line) => line === 'GET /api/session')).toHaveLength(1);
    expect(lines()).toContain('PUT /api/user/8');
  });

  it('passes a refusal to the caller', async () => {
    server.use(
      http.put('/api/user/:brandId', () => {
        return HttpResponse.json({ message: 'This action is unauthorized.' }, { status: 403 });
      }),
    );

    const { result } = renderWithClient(() => useSwitchBrand());
    let failure: unknown;
    await act(async () => {
      failure = await result.current.trigger(3).catch((caught: unknown) => caught);
    });

    expect(failure).toMatchObject({ status: 403, message: 'This action is unauthorized.' });
  });
});

describe('profile', () => {
  it('reads the profile under data', async () => {
    server.use(http.get('/api/user', () => HttpResponse.json({ data: profile })));
    const { result } = renderWithClient(() => useProfile());
    await waitFor(() => expect(result.current.data).toEqual(profile));
  });

  it('sends a new photo as multipart and refreshes profile and session', async () => {
    const { requests, lines } = recordRequests();
    server.use(
      csrfCookie,
      http.get('/api/session', () => HttpResponse.json({ data: { user } })),
      http.get('/api/user', () => HttpResponse.json({ data: profile })),
      http.post('/api/user', () => {
        return HttpResponse.json({ data: { ...profile, profile_photo: '/photos/7.png' } });
      }),
    );
    const { result } = renderWithClient(() => ({
      profile: useProfile().data,
      session: useSession().data,
      update: useUpdateProfile(),
    }));
    await waitFor(() => expect(result.current.profile).toBeDefined());
    await waitFor(() => expect(result.current.session).toBeDefined());

    await act(() =>
      result.current.update.trigger({
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.test',
        phone: '(555) 010 - 2030',
        photo: new File(['png'], 'me.png', { type: 'image/png' }),
      }),
    );

    expect(result.current.profile?.profile_photo).toBe('/photos/7.png');
    const save = requests.find((request) => request.method === 'POST')!;
    const form = await save.formData();
    expect((form.get('photo') as File).name).toBe('me.png');
    expect(form.get('phone')).toBe('(555) 010 - 2030');
    await waitFor(() =>
      expect(lines().filter((line) => line === 'GET /api/session')).toHaveLength(2),
    );
    expect(lines().filter((line) => line === 'GET /api/user')).toHaveLength(1);
  });

  it('changes the password with PUT', async () => {
    const { requests } = recordRequests();
    server.use(http.put('/api/user/password', () => new HttpResponse(null, { status: 204 })));

    const { result } = renderWithClient(() => useChangePassword());
    await act(() =>
      result.current.trigger({
        current_password: 'old-password',
        password: 'new-password',
        password_confirmation: 'new-password',
      }),
    );

    expect(await requests[0]!.text()).toBe(
      'current_password=old-password&password=new-password&password_confirmation=new-password',
    );
  });
});

import { waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithClient } from '../../test/renderWithClient';
import { server } from '../../test/server';
import { useBrandsHome, useBrandsList } from './brands';

const brands = [
  { id: 1, name: 'Aid', logo: '/logos/1.png' },
  { id: 2, name: 'Farm', logo: '/logos/2.png' },
];

describe('brands', () => {
  it('reads every brand for the picker', async () => {
    server.use(http.get('/api/brands/home', () => HttpResponse.json({ data: brands })));
    const { result } = renderWithClient(() => useBrandsHome());
    await waitFor(() => expect(result.current.data).toEqual(brands));
  });

  it("reads the user's own brands", async () => {
    server.use(http.get('/api/brands/list', () => HttpResponse.json({ data: [brands[1]] })));
    const { result } = renderWithClient(() => useBrandsList());
    await waitFor(() => expect(result.current.data).toEqual([brands[1]]));
  });

  it('hands a failure to the screen', async () => {
    server.use(
      http.get('/api/brands/home', () => {
        return HttpResponse.json({ message: 'Too Many Attempts.' }, { status: 429 });
      }),
    );
    const { result } = renderWithClient(() => useBrandsHome());
    await waitFor(() =>
      expect(result.current.error).toMatchObject({ status: 429, message: 'Too Many Attempts.' }),
    );
  });
});

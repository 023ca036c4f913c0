import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { gatewayUrl } from '@/testing/apiUrls';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { LooksSection } from './LooksSection';
import { buildLook } from './profileTestData';

const looks = Array.from({ length: 7 }, (_, index) => buildLook(index + 1));

/** Pages of 5 starting at 1; records each request's query. */
const serveLooks = () => {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get(gatewayUrl('proxy/stylist/s-1/looks'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(Object.fromEntries(params));
      const page = Number(params.get('from'));
      const outfits = looks.slice((page - 1) * 5, page * 5);
      return HttpResponse.json({ outfits, nextPage: page * 5 < looks.length ? page + 1 : null });
    }),
  );
  return queries;
};

describe('LooksSection', () => {
  it('shows 5 looks with their style tags, then the rest with Load more', async () => {
    const queries = serveLooks();
    const { user } = renderWithProviders(<LooksSection stylistId="s-1" firstName="Ann" />, {
      preloadedState: signedInState(),
    });

    const first = (await screen.findByText('Look 1')).closest('li')!;
    expect(within(first).getByRole('link', { name: 'Look 1' })).toHaveAttribute(
      'href',
      '/outfit/look-1',
    );
    expect(within(first).getByRole('list', { name: 'Style tags of Look 1' })).toHaveTextContent(
      'ClassicTag 1',
    );
    expect(screen.getAllByRole('link')).toHaveLength(5);
    expect(queries[0]).toEqual({
      public: 'true',
      type: 'look',
      reader_uuid: 'user-1',
      from: '1',
      count: '5',
    });

    await user.click(screen.getByRole('button', { name: 'Load more looks' }));

    expect(await screen.findByText('Look 7')).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(7);
    expect(queries[1]).toMatchObject({ from: '2', count: '5' });
    expect(screen.queryByRole('button', { name: 'Load more looks' })).not.toBeInTheDocument();
  });

  it('says so when the stylist has no looks', async () => {
    server.use(
      http.get(gatewayUrl('proxy/stylist/s-1/looks'), () =>
        HttpResponse.json({ outfits: [], nextPage: null }),
      ),
    );
    renderWithProviders(<LooksSection stylistId="s-1" firstName="Ann" />);
    expect(await screen.findByText('Ann has not shared any looks yet.')).toBeInTheDocument();
  });

  it('offers a retry when the looks cannot load', async () => {
    let calls = 0;
    server.use(
      http.get(gatewayUrl('proxy/stylist/s-1/looks'), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({}, { status: 500 })
          : HttpResponse.json({ outfits: [buildLook(1)], nextPage: null });
      }),
    );
    const { user } = renderWithProviders(<LooksSection stylistId="s-1" firstName="Ann" />);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Look 1')).toBeInTheDocument();
  });
});

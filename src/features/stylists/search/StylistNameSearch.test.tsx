import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { gatewayUrl } from '@/testing/apiUrls';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { stylistsApi } from '@/api/stylistsApi';
import { StylistNameSearch } from './StylistNameSearch';

const names = [
  ['s-1', 'Ana Silva'],
  ['s-2', 'Bo Park'],
  ['o-1', 'Other1 Lee'],
  ['o-2', 'Other2 Lee'],
].map(([stylist_uuid, stylist_name]) => ({ stylist_uuid, stylist_name }));

const renderSearch = async () => {
  server.use(
    http.get(gatewayUrl('proxy/stylist/all/names'), () => HttpResponse.json({ items: names })),
  );
  const result = renderWithProviders(<StylistNameSearch />, { route: '/stylistSearch' });
  const box = screen.getByRole('combobox', { name: 'Search stylists by name' });
  const selectNames = stylistsApi.endpoints.getStylistNames.select();
  await waitFor(() => expect(selectNames(result.store.getState()).isSuccess).toBe(true));
  return { ...result, box };
};

const location = () => screen.getByTestId('location').textContent;

describe('StylistNameSearch', () => {
  it('opens suggestions only while typing a name that matches', async () => {
    const { user, box } = await renderSearch();
    await user.click(box);
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.type(box, 'zzz');
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await user.clear(box);
    await user.type(box, 'par');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Bo Park']);

    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the first matching stylist on Enter', async () => {
    const { user, box } = await renderSearch();
    await user.type(box, 'other{Enter}');
    expect(location()).toBe('/stylist/o-1/profile');
  });

  it('opens the highlighted stylist after arrowing through the options', async () => {
    const { user, box } = await renderSearch();
    await user.type(box, 'other');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
    const second = screen.getByRole('option', { name: 'Other2 Lee' });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{Enter}');
    expect(location()).toBe('/stylist/o-2/profile');
  });

  it('opens a suggestion on click', async () => {
    const { user, box } = await renderSearch();
    await user.type(box, 'ana');
    await user.click(screen.getByRole('option', { name: 'Ana Silva' }));
    expect(location()).toBe('/stylist/s-1/profile');
  });

  it('says so when no stylist has that name', async () => {
    const { user, box } = await renderSearch();
    await user.type(box, 'zzz{Enter}');
    expect(within(screen.getByRole('search')).getByRole('status')).toHaveTextContent(
      'No stylist called “zzz”',
    );
    expect(location()).toBe('/stylistSearch');
  });
});

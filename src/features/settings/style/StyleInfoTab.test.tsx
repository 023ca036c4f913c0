import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { StyleData } from '@shared/styleOptions';
import { gatewayUrl } from '@/testing/apiUrls';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { styleHandlers } from '../settingsTestData';
import { StyleInfoTab } from './StyleInfoTab';

const renderTab = (
  options: Parameters<typeof styleHandlers>[0] = {},
  ...overrides: Parameters<typeof server.use>
) => {
  const saved: unknown[] = [];
  server.use(...overrides, ...styleHandlers({ ...options, saved }));
  return { ...renderWithProviders(<StyleInfoTab />, { preloadedState: signedInState() }), saved };
};

const section = (name: string) => screen.getByRole('group', { name });
const save = () => screen.getByRole('button', { name: 'Save style info' });

describe('StyleInfoTab', () => {
  it('shows every section in the spec’s order', async () => {
    renderTab();
    await screen.findByRole('group', { name: 'Which words describe you?' });
    expect(
      screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent),
    ).toEqual([
      'Which words describe you?',
      'Your body type',
      'Areas you’d like your stylist to be mindful of',
      'Tell your stylist more',
      'Styles you love',
      'Your height',
      'Your sizes',
      'How do you like tops to fit?',
      'How do you like bottoms to fit?',
      'Jeans you wear',
      'Heel height',
      'Heels you like',
      'What would you like to highlight?',
      'Colors you love to wear',
      'Jewelry you wear',
      'How far should your stylist push you?',
      'What do you usually spend per piece?',
      'What do you wear most days?',
      'What matters most when you shop?',
      'Fabrics you love',
      'Style icons',
      'Your social profiles',
    ]);
  });

  it('offers one choice where the spec says single and several elsewhere', async () => {
    const { user } = renderTab();
    const height = await screen.findByRole('group', { name: 'Your height' });
    expect(within(height).getAllByRole('radio')).toHaveLength(4);
    expect(within(height).queryByRole('checkbox')).not.toBeInTheDocument();
    for (const name of [
      'Heel height',
      'How far should your stylist push you?',
      'What do you wear most days?',
    ]) {
      expect(within(section(name)).getAllByRole('radio').length).toBeGreaterThan(0);
    }
    const fabrics = section('Fabrics you love');
    expect(within(fabrics).queryByRole('radio')).not.toBeInTheDocument();

    await user.click(within(height).getByRole('radio', { name: /^Under 5′3″/ }));
    await user.click(within(height).getByRole('radio', { name: /^6′0″/ }));
    expect(within(height).getByRole('radio', { name: /^6′0″/ })).toBeChecked();
    expect(within(height).getByRole('radio', { name: /^Under 5′3″/ })).not.toBeChecked();

    await user.click(within(fabrics).getByRole('checkbox', { name: 'Silk' }));
    await user.click(within(fabrics).getByRole('checkbox', { name: 'Wool' }));
    expect(within(fabrics).getAllByRole('checkbox', { checked: true })).toHaveLength(2);
  });

  it('starts unset sizes, budgets and colours on their first option: US and USD outside the UK', async () => {
    const { user, saved } = renderTab({ profile: { country: 'US' } });
    const sizes = await screen.findByRole('group', { name: 'Your sizes' });
    expect(within(sizes).getByText('US sizes.')).toBeInTheDocument();
    expect(within(sizes).getByRole('combobox', { name: 'Tops' })).toHaveValue('US_0');
    expect(within(sizes).getByRole('combobox', { name: 'Shoes' })).toHaveValue('US_5');
    const budgets = section('What do you usually spend per piece?');
    expect(within(budgets).getByRole('combobox', { name: 'Tops' })).toHaveDisplayValue('Under $50');
    const colors = section('Colors you love to wear');
    expect(within(colors).getByRole('checkbox', { name: 'All colors' })).toBeChecked();

    await user.click(save());
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      top_size: 'US_0',
      shoes_size: 'US_5',
      colors: ['COLOR_ALL'],
      budget_ranges: { tops: 'USD_0_50', bags: 'USD_0_100' },
    });
    // Body types and styles are sent only when changed: they re-rank the matches.
    expect(saved[0]).not.toHaveProperty('tag_uuids');
    expect(saved[0]).not.toHaveProperty('styles');
  });

  it('gives UK shoppers UK sizes and budgets in euros, keeping what they chose', async () => {
    renderTab({
      profile: { country: 'GB' },
      data: {
        top_size: 'UK_12',
        bottom_size: 'US_4',
        budget_ranges: {
          tops: 'EUR_100_200',
          bottoms: null,
          shoes: null,
          bags: null,
          accessories: null,
        },
      },
    });
    const sizes = await screen.findByRole('group', { name: 'Your sizes' });
    expect(within(sizes).getByText('UK sizes.')).toBeInTheDocument();
    expect(within(sizes).getByRole('combobox', { name: 'Tops' })).toHaveValue('UK_12');
    // A US size is not on the UK chart: it counts as unset.
    expect(within(sizes).getByRole('combobox', { name: 'Bottoms' })).toHaveValue('UK_4');
    const budgets = section('What do you usually spend per piece?');
    expect(within(budgets).getByText('Prices in euros.')).toBeInTheDocument();
    expect(within(budgets).getByRole('combobox', { name: 'Tops' })).toHaveDisplayValue('€100–€200');
    expect(within(budgets).getByRole('combobox', { name: 'Shoes' })).toHaveDisplayValue(
      'Under €75',
    );
  });

  it('treats All colors as every colour: it stands alone, and the last colour off brings it back', async () => {
    const { user, saved } = renderTab({ data: { colors: ['BLACK'] } });
    const colors = await screen.findByRole('group', { name: 'Colors you love to wear' });
    const box = (name: string) => within(colors).getByRole('checkbox', { name });
    expect(box('Black')).toBeChecked();
    expect(box('All colors')).not.toBeChecked();

    await user.click(box('Navy'));
    await user.click(box('All colors'));
    expect(box('All colors')).toBeChecked();
    expect(box('Black')).not.toBeChecked();
    expect(box('Navy')).not.toBeChecked();

    await user.click(box('Red'));
    expect(box('All colors')).not.toBeChecked();
    await user.click(box('Red'));
    expect(box('All colors')).toBeChecked();

    await user.click(box('Green'));
    await user.click(save());
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ colors: ['GREEN'] });
  });

  it('shows men their own options', async () => {
    renderTab({ profile: { gender: 'male' } });
    const sizes = await screen.findByRole('group', { name: 'Your sizes' });
    expect(within(sizes).queryByRole('combobox', { name: 'Dresses' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Heel height' })).not.toBeInTheDocument();
  });

  it('sends changed body types and styles, and checks usernames before saving', async () => {
    const { user, saved } = renderTab({ data: { styles: ['classic'] } });
    const styles = await screen.findByRole('group', { name: 'Styles you love' });
    await user.click(within(styles).getByRole('checkbox', { name: 'Edgy' }));
    const instagram = screen.getByRole('textbox', { name: 'Instagram username' });
    await user.type(instagram, 'https://instagram.com/ada');
    await user.click(save());
    expect(instagram).toHaveAccessibleDescription('Enter just the username, e.g. jane.doe.');
    await waitFor(() => expect(instagram).toHaveFocus());
    expect(saved).toEqual([]);

    await user.clear(instagram);
    await user.type(instagram, '@ada.l');
    await user.click(save());
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ styles: ['classic', 'edgy'], instagram_username: '@ada.l' });
  });

  it('refuses a note over 1,000 characters (one saved before the limit) and focuses it', async () => {
    const { user, saved } = renderTab({ data: { body_issues_other: 'x'.repeat(1001) } });
    await user.click(await screen.findByRole('button', { name: 'Save style info' }));
    const note = screen.getByRole('textbox', { name: 'Something else' });
    expect(note).toHaveAccessibleDescription('Please keep this under 1,000 characters.');
    await waitFor(() => expect(note).toHaveFocus());
    expect(saved).toEqual([]);
    expect(screen.queryByText('Save failed')).not.toBeInTheDocument();
  });

  it('puts the server’s errors under their sections and says Save failed', async () => {
    const { user } = renderTab(
      {},
      http.put(gatewayUrl('user/user-1/stylingPreferences'), () =>
        HttpResponse.json(
          {
            message: 'That is not one of the options.',
            errors: [
              { field: 'fabrics.0', message: 'That is not one of the options.' },
              { field: 'budget_ranges.bags', message: 'That is not one of the options.' },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Save style info' }));
    expect(
      await within(section('Fabrics you love')).findByText('That is not one of the options.'),
    ).toBeInTheDocument();
    expect(
      within(section('What do you usually spend per piece?')).getByRole('combobox', {
        name: 'Bags',
      }),
    ).toHaveAccessibleDescription('That is not one of the options.');
    expect(screen.getByText('Save failed')).toBeInTheDocument();
  });

  it('offers a retry when the style data cannot load', async () => {
    let fail = true;
    const { user } = renderTab(
      {},
      http.get(gatewayUrl('user/user-1/styleData'), () =>
        fail ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json({} as Partial<StyleData>),
      ),
    );
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('group', { name: 'Your sizes' })).toBeInTheDocument();
  });
});

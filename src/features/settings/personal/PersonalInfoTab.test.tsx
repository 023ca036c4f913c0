import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { gatewayUrl } from '@/testing/apiUrls';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { anApiProfile } from '../settingsTestData';
import { PersonalInfoTab } from './PersonalInfoTab';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];

/** user-1's profile; every PUT body is recorded, and answered by `answer` (else echoed). */
const serveProfile = (answer?: () => Response) => {
  const puts: Record<string, unknown>[] = [];
  let profile = anApiProfile();
  server.use(
    http.get(gatewayUrl('proxy/user/user-1'), () => HttpResponse.json(profile)),
    http.put(gatewayUrl('proxy/user/user-1'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      puts.push(body);
      if (answer) return answer();
      profile = { ...profile, first_name: 'Grace', last_name: 'Hopper', email: String(body.email) };
      return HttpResponse.json(profile);
    }),
  );
  return puts;
};

const renderTab = () =>
  renderWithProviders(<PersonalInfoTab />, { preloadedState: signedInState() });

const fullName = () => screen.findByRole('textbox', { name: /Full name/ });
const save = () => screen.getByRole('button', { name: 'Save changes' });

describe('PersonalInfoTab', () => {
  it('shows the details and saves them, trimmed', async () => {
    const puts = serveProfile();
    const { user, store } = renderTab();
    expect(await fullName()).toHaveValue('Ada Lovelace');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('ada@example.com');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('US');
    expect(screen.getByRole('option', { name: 'Non-binary' })).toBeInTheDocument();

    await user.clear(await fullName());
    await user.type(await fullName(), '  Grace Hopper ');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+1 212 555 0100');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'Non-binary');
    await user.click(save());

    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      full_name: 'Grace Hopper',
      email: 'ada@example.com',
      phone_number: '+1 212 555 0100',
      location: '',
      country: 'US',
      gender: 'neutral',
      birthday: '',
    });
    await waitFor(() =>
      expect(store.getState().ui.toast.content).toBe('Your personal info is saved.'),
    );
  });

  it.each([
    ['', 'Please enter your full name'],
    ['Ada', 'Please enter your full name'],
    ['Ada L0velace', "Name can only include letters, spaces, apostrophes ('), and hyphens (-)"],
    ['A Lovelace', 'First and last name must each be at least 2 characters long'],
    ['Ada Lovelacelovelacelovelace', 'First and last name should not exceed 20 characters each'],
  ])('refuses the full name %j: %s', async (name, message) => {
    const puts = serveProfile();
    const { user } = renderTab();
    await user.clear(await fullName());
    if (name) await user.type(await fullName(), name);
    await user.click(save());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(await fullName()).toHaveAccessibleDescription(message);
    expect(puts).toEqual([]);
  });

  it.each([
    ['', 'Email is required'],
    ['ada lovelace@example.com', 'You are using invalid characters'],
    ['ada@example', 'Please enter a valid email address'],
  ])('refuses the e-mail %j: %s', async (email, message) => {
    serveProfile();
    const { user } = renderTab();
    const field = await screen.findByRole('textbox', { name: /Email/ });
    await user.clear(field);
    if (email) await user.type(field, email);
    await user.click(save());
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('refuses a birthday after the shopper’s own today, where UTC is already a day ahead', async () => {
    const timeZone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    vi.useFakeTimers({ toFake: ['Date'] });
    // 20:00 on 4 March in Los Angeles is 04:00 on 5 March in UTC.
    vi.setSystemTime(new Date('2026-03-05T04:00:00Z'));
    try {
      const puts = serveProfile();
      const { user } = renderTab();
      await fullName();
      const birthday = screen.getByLabelText('Birthday');
      fireEvent.change(birthday, { target: { value: '2026-03-06' } });
      await user.click(save());
      expect(await screen.findByText('Enter a valid date of birth.')).toBeInTheDocument();
      expect(birthday).toHaveAccessibleDescription('Enter a valid date of birth.');
      expect(puts).toEqual([]);
    } finally {
      vi.useRealTimers();
      if (timeZone === undefined) delete process.env.TZ;
      else process.env.TZ = timeZone;
    }
  });

  it('puts the server’s field errors under their fields and says Save failed', async () => {
    serveProfile(() =>
      HttpResponse.json(
        {
          message: 'An account with this email already exists.',
          errors: [{ field: 'email', message: 'An account with this email already exists.' }],
        },
        { status: 400 },
      ),
    );
    const { user } = renderTab();
    await fullName();
    await user.click(save());
    const email = screen.getByRole('textbox', { name: /Email/ });
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('An account with this email already exists.'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Save failed');
    await waitFor(() => expect(email).toHaveFocus());
  });

  it('says Save failed when the save fails otherwise', async () => {
    serveProfile(() => HttpResponse.json({ message: 'Down' }, { status: 500 }));
    const { user } = renderTab();
    await fullName();
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('Save failed');
  });

  it('uploads a PNG as the profile picture and refuses what is not a JPEG or PNG', async () => {
    serveProfile();
    const uploads: FormData[] = [];
    server.use(
      http.post(gatewayUrl('proxy/user/user-profile-picture/web/user-1'), async ({ request }) => {
        uploads.push(await request.formData());
        const withPicture = anApiProfile({ profile_picture: '/media/u/new.png' });
        server.use(http.get(gatewayUrl('proxy/user/user-1'), () => HttpResponse.json(withPicture)));
        return HttpResponse.json(withPicture);
      }),
    );
    const { user, store } = renderTab();
    const input = await screen.findByLabelText('Add a profile picture');

    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'me.jpg', {
      type: 'image/jpeg',
    });
    await user.upload(input, svg);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load image, file format is invalid. Supported formats: jpg, png',
    );
    expect(uploads).toEqual([]);

    await user.upload(input, new File([new Uint8Array(PNG)], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect((uploads[0]!.get('picture') as Blob).size).toBe(PNG.length);
    await waitFor(() =>
      expect(store.getState().ui.toast.content).toBe('Your profile picture is updated.'),
    );
    // The header's copy of the user is asked for again, so it shows the new picture.
    expect(await screen.findByLabelText('Change profile picture')).toBeInTheDocument();
  });

  it('shows why the server would not store the picture when the account is full', async () => {
    serveProfile();
    const QUOTA =
      'There is no more room for your pictures: an account keeps up to 500 MB of them. ' +
      'Remove some photos or closet items, then try again.';
    server.use(
      http.post(gatewayUrl('proxy/user/user-profile-picture/web/user-1'), () =>
        HttpResponse.json({ message: QUOTA, code: 'storage_quota_exceeded' }, { status: 413 }),
      ),
    );
    const { user } = renderTab();
    const input = await screen.findByLabelText('Add a profile picture');
    await user.upload(input, new File([new Uint8Array(PNG)], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(QUOTA);
  });

  it('offers a retry when the details cannot load', async () => {
    let fail = true;
    server.use(
      http.get(gatewayUrl('proxy/user/user-1'), () =>
        fail ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json(anApiProfile()),
      ),
    );
    const { user } = renderTab();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await user.click(retry);
    expect(await fullName()).toHaveValue('Ada Lovelace');
  });
});

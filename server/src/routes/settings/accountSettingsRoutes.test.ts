import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { stylingSessions, tips } from '../../db/schema';
import { bookAndPay, stylistWhere } from '../../testing/bookingFixtures';
import { send, signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

const t = testAppPerFile();

type Shopper = Awaited<ReturnType<typeof signUp>>;

const putUser = (shopper: Shopper, body: unknown, uid = shopper.userId) =>
  t.app.request(`/gateway/proxy/user/${uid}`, send('PUT', body, shopper.token));

const getUser = async (token: string, uid: string) =>
  t.app.request(`/gateway/proxy/user/${uid}`, send('GET', undefined, token));

const putPassword = (shopper: Shopper, body: unknown, token = shopper.token) =>
  t.app.request(`/gateway/proxy/user/${shopper.userId}/password`, send('PUT', body, token));

const login = (email: string, password: string) =>
  t.app.request('/gateway/login/email', send('PUT', { email, password, client: 'web' }));

const errorsOf = async (response: Response) =>
  ((await response.json()) as { errors: { field: string; message: string }[] }).errors;

describe('PUT proxy/user/{uid} (personal info)', () => {
  it('saves the fields sent and answers the user; the GET reads them back', async () => {
    const ada = await signUp(t.app);
    const response = await putUser(ada, {
      full_name: '  Grace   Brewster Hopper ',
      phone_number: '+1 (212) 555-0100',
      location: 'New York',
      country: 'gb',
      gender: 'neutral',
      birthday: '1990-12-09',
    });
    expect(response.status).toBe(200);
    const user = (await response.json()) as Record<string, unknown>;
    expect(user).toMatchObject({
      first_name: 'Grace',
      last_name: 'Brewster Hopper',
      email: ada.email,
      phone_number: '+1 (212) 555-0100',
      location: 'New York',
      country: 'GB',
      gender: 'neutral',
      birthday: '1990-12-09',
      has_password: true,
    });
    expect(await (await getUser(ada.token, ada.userId)).json()).toMatchObject({
      first_name: 'Grace',
      country: 'GB',
    });

    // A field left out is unchanged; '' clears an optional one.
    const cleared = await putUser(ada, { location: '', birthday: null });
    expect(await cleared.json()).toMatchObject({
      first_name: 'Grace',
      location: null,
      birthday: null,
      gender: 'neutral',
    });
  });

  it('answers 400 with the shared messages, one per field, and changes nothing', async () => {
    const ada = await signUp(t.app);
    const response = await putUser(ada, {
      full_name: 'Ada',
      email: 'ada@',
      phone_number: '12',
      country: 'Britain',
      gender: 'other',
      birthday: '2999-01-01',
    });
    expect(response.status).toBe(400);
    expect(await errorsOf(response)).toEqual([
      { field: 'full_name', message: 'Please enter your full name' },
      { field: 'email', message: 'Please enter a valid email address' },
      { field: 'phone_number', message: 'Enter a valid phone number.' },
      { field: 'country', message: 'Choose a country from the list.' },
      { field: 'gender', message: 'Choose a gender from the list.' },
      { field: 'birthday', message: 'Enter a valid date of birth.' },
    ]);
    expect(await (await getUser(ada.token, ada.userId)).json()).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
    });
    const badName = await putUser(ada, { full_name: 'A1 Lovelace' });
    expect(await errorsOf(badName)).toEqual([
      {
        field: 'full_name',
        message: "Name can only include letters, spaces, apostrophes ('), and hyphens (-)",
      },
    ]);
  });

  it('refuses another account’s e-mail in any case; a new one waits for its link', async () => {
    const ada = await signUp(t.app);
    const eve = await signUp(t.app);
    const taken = await putUser(ada, {
      email: eve.email.toUpperCase(),
      current_password: ada.password,
    });
    expect(taken.status).toBe(400);
    expect(await taken.json()).toMatchObject({
      code: 'email_taken',
      errors: [{ field: 'email', message: 'An account with this email already exists.' }],
    });
    // The change itself is ./emailChange.test.ts: the password, then a confirmation link.
    const email = `new-${randomUUID()}@example.com`;
    const asked = await putUser(ada, { email, current_password: ada.password });
    expect(await asked.json()).toMatchObject({ email: ada.email, pending_email: email });
    expect((await login(email, ada.password)).status).toBe(400);
  });

  it('answers only to its owner', async () => {
    const ada = await signUp(t.app);
    const eve = await signUp(t.app);
    expect((await putUser(eve, { location: 'Paris' }, ada.userId)).status).toBe(403);
    expect(
      (await t.app.request(`/gateway/proxy/user/${ada.userId}`, send('PUT', { location: 'x' })))
        .status,
    ).toBe(401);
    expect(await (await getUser(ada.token, ada.userId)).json()).toMatchObject({ location: null });
  });
});

describe('PUT proxy/user/{uid}/password', () => {
  it('needs the right current password: a wrong one is a field error', async () => {
    const ada = await signUp(t.app);
    const wrong = await putPassword(ada, {
      current_password: 'nope-nope',
      new_password: 'n3w-pass',
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      code: 'wrong_password',
      errors: [
        {
          field: 'current_password',
          message: 'We do not recognize this password. Please try again.',
        },
      ],
    });
    const short = await putPassword(ada, { current_password: ada.password, new_password: 'abc' });
    expect(await errorsOf(short)).toEqual([
      { field: 'new_password', message: 'Password must have at least 6 characters' },
    ]);
    const common = await putPassword(ada, {
      current_password: ada.password,
      new_password: 'qwerty123',
    });
    expect(await errorsOf(common)).toEqual([
      {
        field: 'new_password',
        message: 'This password is too common and easy to guess. Please choose another.',
      },
    ]);
    const missing = await putPassword(ada, { new_password: 'n3w-pass' });
    expect(await errorsOf(missing)).toEqual([
      { field: 'current_password', message: 'Password is required' },
    ]);
    expect((await login(ada.email, ada.password)).status).toBe(200);
  });

  it('changes it: the new one signs in, the old one no longer does, and only this session stays', async () => {
    const ada = await signUp(t.app);
    const otherDevice = ((await (await login(ada.email, ada.password)).json()) as { token: string })
      .token;
    expect((await getUser(otherDevice, ada.userId)).status).toBe(200);

    const changed = await putPassword(ada, {
      current_password: ada.password,
      new_password: 'brand new pass',
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ success: true });

    expect((await getUser(ada.token, ada.userId)).status).toBe(200);
    expect((await getUser(otherDevice, ada.userId)).status).toBe(401);
    expect((await login(ada.email, ada.password)).status).toBe(400);
    expect((await login(ada.email, 'brand new pass')).status).toBe(200);
  });

  it('limits wrong current passwords per account', async () => {
    const ada = await signUp(t.app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push(
        (
          await putPassword(ada, {
            current_password: `wrong-${attempt}`,
            new_password: 'abcdef-77',
          })
        ).status,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const limited = await putPassword(ada, {
      current_password: ada.password,
      new_password: 'abcdef-78',
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
  });

  it('answers only to its owner', async () => {
    const ada = await signUp(t.app);
    const eve = await signUp(t.app);
    const response = await t.app.request(
      `/gateway/proxy/user/${ada.userId}/password`,
      send('PUT', { current_password: eve.password, new_password: 'hijacked!' }, eve.token),
    );
    expect(response.status).toBe(403);
    expect((await login(ada.email, ada.password)).status).toBe(200);
  });
});

describe('GET proxy/user/{uid}/sessionsPayments', () => {
  const payments = async (shopper: Shopper) => {
    const response = await t.app.request(
      `/gateway/proxy/user/${shopper.userId}/sessionsPayments`,
      send('GET', undefined, shopper.token),
    );
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, unknown>[];
  };

  it('is empty at first, then lists paid sessions, memberships and tips, newest first', async () => {
    const ada = await signUp(t.app);
    expect(await payments(ada)).toEqual([]);
    const stylist = await stylistWhere(t);
    const name = `${stylist.firstName} ${stylist.lastName}`;
    await bookAndPay(t, ada, { stylistUuid: stylist.id, plan: 'major', type: 'one-time' });
    await t.db.insert(tips).values({
      id: randomUUID(),
      userId: ada.userId,
      stylistId: stylist.id,
      amountCents: 1500,
      provider: 'local',
      providerPaymentId: randomUUID(),
      createdAt: new Date(Date.now() + 60_000),
    });

    const lines = await payments(ada);
    expect(lines).toEqual([
      expect.objectContaining({
        kind: 'tip',
        description: `Tip for ${name}`,
        amount: 15,
        currency: 'usd',
        stylist_name: name,
      }),
      expect.objectContaining({
        kind: 'session',
        description: `Major session with ${name}`,
        amount: 130,
        currency: 'usd',
      }),
    ]);
    expect(typeof lines[0]!.created).toBe('string');

    // Another shopper sees none of it; nobody else may ask.
    const eve = await signUp(t.app);
    expect(await payments(eve)).toEqual([]);
    const foreign = await t.app.request(
      `/gateway/proxy/user/${ada.userId}/sessionsPayments`,
      send('GET', undefined, eve.token),
    );
    expect(foreign.status).toBe(403);
  });

  it('lists a membership’s start as its free trial, nothing charged, then its monthly charges', async () => {
    const ada = await signUp(t.app);
    const stylist = await stylistWhere(t);
    const name = `${stylist.firstName} ${stylist.lastName}`;
    await bookAndPay(t, ada, { stylistUuid: stylist.id, plan: 'mini', type: 'subscription' });
    expect(await payments(ada)).toEqual([
      expect.objectContaining({
        kind: 'membership',
        amount: 0,
        description: `Mini monthly membership with ${name} (free trial: nothing charged)`,
      }),
    ]);

    // The trial is over: the local stand-in charges the first month when the history is read.
    const past = new Date(Date.now() - 60_000);
    await t.db
      .update(stylingSessions)
      .set({ trialEnd: past, periodEnd: past })
      .where(eq(stylingSessions.userId, ada.userId));
    const lines = await payments(ada);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      kind: 'membership',
      amount: 54,
      description: `Mini monthly membership with ${name}`,
    });
  });
});

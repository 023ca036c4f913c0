// A shopper for the browser benchmarks: signed up through the gateway, and a browser context
// that starts signed in as them (the persisted session the app reads, as after a sign-in).

/** Signs a new shopper up; → the gateway's answer ({ token, user_uuid, … }). */
export const signUpShopper = async (baseUrl, label) => {
  const response = await fetch(`${baseUrl}/gateway/signup/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-${label}-${Date.now()}@example.com`,
      full_name: 'Bench Shopper',
      password: 'secret123',
      client: 'web',
    }),
  });
  if (!response.ok) throw new Error(`Sign-up failed: ${response.status}`);
  return response.json();
};

/** Every page of `context` starts signed in as `shopper`. */
export const signInContext = (context, shopper) =>
  context.addInitScript(
    ([token, id]) => {
      localStorage.setItem(
        'persist:auth',
        JSON.stringify({
          apiToken: JSON.stringify(token),
          sdkToken: 'null',
          userId: JSON.stringify(id),
          _persist: JSON.stringify({ version: -1, rehydrated: true }),
        }),
      );
    },
    [shopper.token, shopper.user_uuid],
  );

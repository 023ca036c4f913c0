import { z } from 'zod';
import type { ServerConfig } from '../../env';
import { HttpError } from '../../http/errors';

export type GoogleProfile = {
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
  picture: string | null;
};

/** The popup's auth code, or the ID token one-tap hands over. */
export type GoogleProof = { code: string } | { credential: string };

const tokenAnswer = z.object({ id_token: z.string() });
const idTokenInfo = z.object({
  sub: z.string(),
  email: z.string(),
  email_verified: z.union([z.boolean(), z.string()]),
  aud: z.string(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  picture: z.string().optional(),
});

const failed = () =>
  new HttpError(400, 'Google sign-in failed. Please try again.', 'google_failed');

/** Exchanges the popup's auth code for an ID token, with the client secret. */
const idTokenFromCode = async (clientId: string, clientSecret: string, code: string) => {
  const response = await fetch('https://oauth2.googleapis.com/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      code,
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uri: 'postmessage',
      grant_type: 'authorization_code',
    }),
    signal: AbortSignal.timeout(10_000),
  });
  const answer = tokenAnswer.safeParse(await response.json().catch(() => null));
  if (!response.ok || !answer.success) throw failed();
  return answer.data.id_token;
};

/**
 * Google sign-in: Google verifies the ID token (from the auth code, or one-tap's credential) and
 * we read the verified profile from it. A clear 400 when Google is not configured here.
 */
export const verifyGoogleSignIn = async (
  config: ServerConfig,
  proof: GoogleProof,
): Promise<GoogleProfile> => {
  const { clientId, clientSecret } = config.google;
  if (!clientId || !clientSecret) {
    throw new HttpError(
      400,
      'Google sign-in is not configured on this server.',
      'google_not_configured',
    );
  }
  const idToken =
    'code' in proof ? await idTokenFromCode(clientId, clientSecret, proof.code) : proof.credential;
  const info = await fetch(
    `https://oauth2.googleapis.com/tokeninfo?id_token=${encodeURIComponent(idToken)}`,
    { signal: AbortSignal.timeout(10_000) },
  );
  const claims = idTokenInfo.safeParse(await info.json().catch(() => null));
  if (
    !info.ok ||
    !claims.success ||
    claims.data.aud !== clientId ||
    String(claims.data.email_verified) !== 'true'
  ) {
    throw failed();
  }
  return {
    subject: claims.data.sub,
    email: claims.data.email,
    firstName: claims.data.given_name ?? claims.data.email.split('@')[0] ?? 'Friend',
    lastName: claims.data.family_name ?? '',
    picture: claims.data.picture ?? null,
  };
};

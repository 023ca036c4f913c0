import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Db } from '../db/client';
import type { AppEnv } from '../http/appEnv';
import { forbidden, unauthorized } from '../http/errors';
import type { SignedInCache } from './signedInCache';
import { findTokenOwner, hashToken } from './tokens';

/** The gateway's token header; `Authorization: Bearer` is accepted too. */
export const TOKEN_HEADER = 'token';

const tokenOf = (header: (name: string) => string | undefined) => {
  const direct = header(TOKEN_HEADER)?.trim();
  if (direct) return direct;
  const bearer = header('authorization')
    ?.match(/^Bearer\s+(.+)$/i)?.[1]
    ?.trim();
  return bearer || null;
};

/**
 * Reads the token, if any, and sets `user` (null when absent or invalid), through the signed-in
 * cache. Never rejects.
 */
export const authenticate = (db: Db, signedIn: SignedInCache): MiddlewareHandler<AppEnv> =>
  createMiddleware<AppEnv>(async (c, next) => {
    const token = tokenOf((name) => c.req.header(name));
    c.set('token', token);
    if (token) {
      const tokenHash = hashToken(token);
      c.set('user', await signedIn.userFor(tokenHash, () => findTokenOwner(db, tokenHash, 'api')));
    } else {
      c.set('user', null);
    }
    await next();
  });

/** 401 unless signed in. */
export const requireUser: MiddlewareHandler<AppEnv> = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('user')) throw unauthorized();
  await next();
});

/**
 * For every `user/{uid}/…` resource: 401 when signed out, 403 unless `:uid` (or the named param)
 * is the signed-in user. Handlers must still filter their queries by that user.
 */
export const ownUser = (param = 'uid'): MiddlewareHandler<AppEnv> =>
  createMiddleware<AppEnv>(async (c, next) => {
    const user = c.get('user');
    if (!user) throw unauthorized();
    if (c.req.param(param) !== user.id) throw forbidden();
    await next();
  });

/** The signed-in user in a handler behind requireUser/ownUser. */
export const currentUser = (c: { get: (key: 'user') => AppEnv['Variables']['user'] }) => {
  const user = c.get('user');
  if (!user) throw unauthorized();
  return user;
};

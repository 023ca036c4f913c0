import type { MiddlewareHandler } from 'hono';
import type { ServerConfig } from '../env';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Strict-Transport-Security on every answer when the shop is served over https (PUBLIC_URL
 * https://…, TLS ended by the reverse proxy in front): browsers then never ask over http again,
 * so no sign-in token or card form can be fetched in the clear. Nothing over http (development),
 * where the header would be ignored or, on localhost, pin a developer's browser to https.
 */
export const transportSecurity = (config: ServerConfig): MiddlewareHandler | null =>
  config.publicUrl.startsWith('https://')
    ? async (c, next) => {
        await next();
        c.res.headers.set('strict-transport-security', HSTS);
      }
    : null;

import { isLoopbackUrl } from '../http/loopback';

type Env = NodeJS.ProcessEnv;

const value = (env: Env, key: string) => env[key]?.trim() || null;

/** What S3 calls a bucket name (the common, DNS-compatible form). */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

const KEYS = ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];

/**
 * S3 picture storage switched on without what it needs (S3_BUCKET, its keys, the region of a
 * bucket on AWS), or pictures sent in the clear in production. S3_ENDPOINT's and
 * S3_FORCE_PATH_STYLE's form are checked with the other URLs and booleans. Never a key's value.
 */
export const storageProblems = (env: Env, isProduction: boolean) => {
  const problems: string[] = [];
  const bucket = value(env, 'S3_BUCKET');
  const endpoint = value(env, 'S3_ENDPOINT');
  if (!bucket) {
    const set = [...KEYS, 'S3_ENDPOINT', 'S3_REGION'].filter((key) => value(env, key));
    if (set.length)
      problems.push(
        `${set.join(' and ')} ${set.length > 1 ? 'are' : 'is'} set, so S3_BUCKET must be set too ` +
          '(the bucket pictures go to).',
      );
    return problems;
  }
  if (!BUCKET_NAME.test(bucket))
    problems.push(
      'S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and dashes ' +
        `(it is "${bucket}").`,
    );
  for (const key of KEYS)
    if (!value(env, key)) problems.push(`S3_BUCKET is set, so ${key} must be set too.`);
  if (!endpoint && !value(env, 'S3_REGION'))
    problems.push(
      'S3_BUCKET is on AWS (S3_ENDPOINT is not set), so S3_REGION must be set too (e.g. eu-west-1).',
    );
  if (
    isProduction &&
    endpoint &&
    URL.canParse(endpoint) &&
    new URL(endpoint).protocol === 'http:' &&
    !isLoopbackUrl(endpoint)
  )
    problems.push(
      `NODE_ENV=production needs an https:// S3_ENDPOINT (it is ${endpoint}): ` +
        'shoppers’ pictures must not cross the network in the clear.',
    );
  return problems;
};

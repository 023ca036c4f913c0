import { describe, expect, it } from 'vitest';
import { readServerConfig } from '../env';
import { configProblems } from './configProblems';
import { configSummary } from './configSummary';

const problems = (env: Record<string, string>) => configProblems(env, readServerConfig(env));

const BUCKET = {
  S3_BUCKET: 'lookwright-pictures',
  S3_REGION: 'eu-west-1',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'hunter2-secret',
};

const summaryOf = (env: Record<string, string>) => configSummary(readServerConfig(env), []);

describe('picture storage settings (S3_*)', () => {
  it('accepts a bucket with its region and keys, on AWS or at an S3-compatible endpoint', () => {
    expect(problems(BUCKET)).toEqual([]);
    expect(
      problems({
        ...BUCKET,
        S3_REGION: '',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    ).toEqual([]);
  });

  it('stops a bucket without its keys, naming each missing one', () => {
    expect(problems({ S3_BUCKET: 'lookwright-pictures', S3_REGION: 'eu-west-1' })).toEqual([
      'S3_BUCKET is set, so S3_ACCESS_KEY_ID must be set too.',
      'S3_BUCKET is set, so S3_SECRET_ACCESS_KEY must be set too.',
    ]);
    expect(problems({ ...BUCKET, S3_SECRET_ACCESS_KEY: '' })).toEqual([
      'S3_BUCKET is set, so S3_SECRET_ACCESS_KEY must be set too.',
    ]);
  });

  it('stops settings for a bucket that is not named, never repeating a secret', () => {
    const found = problems({ ...BUCKET, S3_BUCKET: '', S3_REGION: '' });
    expect(found).toEqual([
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set, so S3_BUCKET must be set too (the bucket pictures go to).',
    ]);
    expect(found.join(' ')).not.toContain('hunter2');
    expect(problems({ S3_ENDPOINT: 'http://127.0.0.1:9000' })[0]).toMatch(
      /^S3_ENDPOINT is set, so S3_BUCKET must be set too/,
    );
  });

  it('needs the region of a bucket on AWS (no S3_ENDPOINT)', () => {
    expect(problems({ ...BUCKET, S3_REGION: '' })).toEqual([
      'S3_BUCKET is on AWS (S3_ENDPOINT is not set), so S3_REGION must be set too (e.g. eu-west-1).',
    ]);
  });

  it('refuses a bucket name S3 would refuse, a bad endpoint and a bad S3_FORCE_PATH_STYLE', () => {
    expect(problems({ ...BUCKET, S3_BUCKET: 'My_Pictures' })).toEqual([
      'S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and dashes (it is "My_Pictures").',
    ]);
    expect(problems({ ...BUCKET, S3_ENDPOINT: 'minio:9000' })).toEqual([
      'S3_ENDPOINT must be a URL starting with https:// or http://.',
    ]);
    expect(problems({ ...BUCKET, S3_FORCE_PATH_STYLE: 'yes' })).toEqual([
      'S3_FORCE_PATH_STYLE must be true or false (it is "yes").',
    ]);
  });

  it('keeps pictures off plain http in production, except on this machine', () => {
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://shop.example',
      LOCAL_PAYMENTS: 'true',
      ...BUCKET,
    };
    expect(problems({ ...production, S3_ENDPOINT: 'http://storage.example:9000' })).toEqual([
      'NODE_ENV=production needs an https:// S3_ENDPOINT (it is http://storage.example:9000): ' +
        'shoppers’ pictures must not cross the network in the clear.',
    ]);
    expect(problems({ ...production, S3_ENDPOINT: 'https://storage.example' })).toEqual([]);
    expect(problems({ ...production, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toEqual([]);
  });

  it('says at start-up which store holds the pictures, never a key', () => {
    expect(summaryOf({ DATA_DIR: '/var/lib/lookwright' })).toMatch(
      /Pictures\s+local folder \/var\/lib\/lookwright\/uploads/,
    );
    const onAws = summaryOf(BUCKET);
    expect(onAws).toMatch(/Pictures\s+s3:\/\/lookwright-pictures \(AWS, eu-west-1\)/);
    const compatible = summaryOf({
      ...BUCKET,
      S3_ENDPOINT: 'https://user:pass@storage.example/',
    });
    expect(compatible).toMatch(
      /Pictures\s+s3:\/\/lookwright-pictures \(https:\/\/storage\.example\)/,
    );
    for (const summary of [onAws, compatible]) {
      expect(summary).not.toContain('hunter2');
      expect(summary).not.toContain('AKIAEXAMPLE');
      expect(summary).not.toContain('pass');
    }
  });
});

import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { recordReports } from '@/testing/reports';
import { server } from '@/testing/server';
import { fetchFeatureFlags } from './featureFlags';

const url = 'http://localhost:3000/flags.json';

describe('fetchFeatureFlags', () => {
  const reports = recordReports();

  it('uses the configured defaults when no flag service is set', async () => {
    expect(await fetchFeatureFlags({ birthdayBanner: true }, null)).toEqual({
      birthdayBanner: true,
    });
  });

  it('overlays the service flags on the defaults, keeping only booleans', async () => {
    server.use(
      http.get(url, () => HttpResponse.json({ birthdayBanner: false, newFeed: true, x: 1 })),
    );
    expect(await fetchFeatureFlags({ birthdayBanner: true, loyalty: true }, url)).toEqual({
      birthdayBanner: false,
      loyalty: true,
      newFeed: true,
    });
  });

  it('keeps the defaults and reports when the service fails', async () => {
    server.use(http.get(url, () => HttpResponse.json({}, { status: 500 })));
    expect(await fetchFeatureFlags({ loyalty: true }, url)).toEqual({ loyalty: true });
    expect(reports).toHaveLength(1);
  });
});

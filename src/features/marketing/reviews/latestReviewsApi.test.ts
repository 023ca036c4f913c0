import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { gatewayUrl } from '@/testing/apiUrls';
import { server } from '@/testing/server';
import { latestReviewsApi } from './latestReviewsApi';
import { latestReviews } from '@/testing/latestReviewsTestData';

describe('latestReviewsApi', () => {
  it('asks the gateway for the 20 latest reviews and answers the list', async () => {
    const reviews = latestReviews(2);
    let url: URL | undefined;
    server.use(
      http.get(gatewayUrl('review/latest'), ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({ reviews });
      }),
    );
    const result = await makeStore().dispatch(
      latestReviewsApi.endpoints.getLatestReviews.initiate(),
    );
    expect(url?.pathname).toBe('/gateway/review/latest');
    expect(url?.searchParams.get('limit')).toBe('20');
    expect(result.data).toEqual(reviews);
  });
});

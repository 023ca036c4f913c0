import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signedIn } from '@/api/authSlice';
import { makeStore } from '@/app/store';
import { gatewayUrl } from '@/testing/apiUrls';
import { server } from '@/testing/server';
import { budgetApi, toBudget } from './budgetApi';

const signedInStore = () => {
  const store = makeStore();
  store.dispatch(signedIn({ apiToken: 'token-1', userId: 'user-1' }));
  return store;
};

describe('budgetApi', () => {
  it.each([
    [
      { perPiece: 150, source: 'questionnaire' },
      { perPiece: 150, source: 'questionnaire' },
    ],
    [
      { perPiece: null, source: null },
      { perPiece: null, source: null },
    ],
    [
      { perPiece: 0, source: 'chat' },
      { perPiece: null, source: null },
    ],
    [{}, { perPiece: null, source: null }],
  ])('reads the budget %j as %j', (answer, budget) => {
    expect(toBudget(answer)).toEqual(budget);
  });

  it('asks for the signed-in shopper’s budget', async () => {
    server.use(
      http.get(gatewayUrl('proxy/user/user-1/budget'), () =>
        HttpResponse.json({ perPiece: 300, source: 'chat' }),
      ),
    );
    const result = await signedInStore().dispatch(budgetApi.endpoints.getBudget.initiate());
    expect(result.data).toEqual({ perPiece: 300, source: 'chat' });
  });
});

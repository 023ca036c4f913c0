import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedIn } from '@/api/authSlice';
import {
  departmentChosen,
  needToggled,
  quizFinished,
  quizSubmitted,
} from '@/features/onboarding/onboardingSlice';
import { flagsLoaded } from '@/services/featuresSlice';
import { toastShown } from '@/blocks/modals/uiSlice';
import { makePersistedStore } from './store';

const rehydrated = async () => {
  const { store, persistor } = makePersistedStore();
  await waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
  return { store, persistor };
};

describe('persisted store', () => {
  it('keeps auth and feature flags in local storage across a reload, and nothing else', async () => {
    const first = await rehydrated();
    first.store.dispatch(signedIn({ apiToken: 't-1', userId: 'u-1', sdkToken: 's-1' }));
    first.store.dispatch(flagsLoaded({ birthdayBanner: true }));
    first.store.dispatch(toastShown({ content: 'Saved' }));
    await first.persistor.flush();

    expect(Object.keys(localStorage).sort()).toEqual(['persist:auth', 'persist:features']);

    const second = await rehydrated();
    expect(second.store.getState().auth).toMatchObject({
      apiToken: 't-1',
      userId: 'u-1',
      sdkToken: 's-1',
    });
    expect(second.store.getState().features.flags).toEqual({ birthdayBanner: true });
    expect(second.store.getState().ui.toast.isVisible).toBe(false);
  });

  it('starts signed out when storage holds garbage', async () => {
    localStorage.setItem('persist:auth', '{not json');
    const { store } = await rehydrated();
    expect(store.getState().auth.userId).toBeNull();
  });

  it('keeps a quiz in progress for this tab only', async () => {
    const first = await rehydrated();
    first.store.dispatch(needToggled({ key: 'vacation', text: 'Vacation' }));
    await first.persistor.flush();
    expect(localStorage.getItem('persist:onboarding')).toBeNull();

    sessionStorage.clear(); // the tab closes
    const second = await rehydrated();
    expect(second.store.getState().onboarding.needs).toEqual({});
  });

  it('keeps a quiz finished while signed out across closing the tab, until it is submitted', async () => {
    const first = await rehydrated();
    first.store.dispatch(needToggled({ key: 'closet-cleanout', text: 'A closet clean-out' }));
    first.store.dispatch(departmentChosen('female'));
    first.store.dispatch(quizFinished());
    await first.persistor.flush();

    sessionStorage.clear(); // the tab closes; the shopper comes back another day
    const second = await rehydrated();
    expect(second.store.getState().onboarding).toMatchObject({
      status: 'finished',
      department: 'female',
      needs: { 'closet-cleanout': { key: 'closet-cleanout', text: 'A closet clean-out' } },
    });

    second.store.dispatch(quizSubmitted());
    await second.persistor.flush();
    expect(localStorage.getItem('persist:onboarding')).toBeNull();
  });
});

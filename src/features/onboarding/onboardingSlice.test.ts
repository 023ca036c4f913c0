import { describe, expect, it } from 'vitest';
import { signedOut } from '@/api/authSlice';
import { makeStore } from '@/app/store';
import {
  bodyTypeToggled,
  bodyTypesConfirmed,
  campaignNoted,
  departmentChosen,
  initialOnboardingState,
  needToggled,
  needsConfirmed,
  quizFinished,
  quizResultOf,
  quizSubmitted,
  styleRated,
} from './onboardingSlice';

const work = { key: 'work-wardrobe', text: 'Outfits for work' };
const date = { key: 'date-night', text: 'Date-night outfits' };
const pear = { uuid: 'body-pear', name: 'Pear' };

const answered = () => {
  const store = makeStore();
  store.dispatch(campaignNoted('wedding'));
  store.dispatch(needToggled(work));
  store.dispatch(needToggled(date));
  store.dispatch(needsConfirmed());
  store.dispatch(departmentChosen('female'));
  store.dispatch(bodyTypeToggled(pear));
  store.dispatch(bodyTypesConfirmed());
  store.dispatch(styleRated({ style: 'classic', rating: 2 }));
  store.dispatch(styleRated({ style: 'edgy', rating: 0 }));
  store.dispatch(styleRated({ style: 'glam', rating: 2 }));
  store.dispatch(styleRated({ style: 'sporty', rating: 1 }));
  return store;
};

describe('onboarding slice', () => {
  it('toggles needs and body types in and out, keyed by key and uuid', () => {
    const store = makeStore();
    store.dispatch(needToggled(work));
    store.dispatch(needToggled(date));
    store.dispatch(needToggled(work));
    store.dispatch(bodyTypeToggled(pear));
    expect(store.getState().onboarding.needs).toEqual({ 'date-night': date });
    expect(store.getState().onboarding.bodyTypes).toEqual({ 'body-pear': pear });
  });

  it('stores the loved styles as preferred when the quiz finishes, then marks it submitted', () => {
    const store = answered();
    store.dispatch(quizFinished());
    expect(store.getState().onboarding).toMatchObject({
      status: 'finished',
      preferredStyles: ['classic', 'glam'],
    });
    store.dispatch(quizSubmitted());
    expect(store.getState().onboarding.status).toBe('submitted');
  });

  it('builds the result the server takes', () => {
    expect(quizResultOf(answered().getState().onboarding)).toEqual({
      needs: ['work-wardrobe', 'date-night'],
      gender: 'female',
      tag_uuids: [{ tag_uuid: 'body-pear', is_set: 1, name: 'Pear' }],
      styles: [
        { name: 'classic', rate: 2 },
        { name: 'edgy', rate: 0 },
        { name: 'glam', rate: 2 },
        { name: 'sporty', rate: 1 },
      ],
      source: 'wedding',
    });
    expect(quizResultOf(initialOnboardingState)).toBeNull();
  });

  it('starts body types and styles afresh when the department changes, keeping the needs', () => {
    const store = answered();
    store.dispatch(departmentChosen('female'));
    expect(Object.keys(store.getState().onboarding.styles)).toHaveLength(4);
    store.dispatch(departmentChosen('male'));
    expect(store.getState().onboarding).toMatchObject({
      department: 'male',
      bodyTypes: {},
      bodyTypesDone: false,
      styles: {},
      needsDone: true,
    });
    expect(Object.keys(store.getState().onboarding.needs)).toHaveLength(2);
  });

  it('makes a finished quiz one in progress again when an answer changes', () => {
    const store = answered();
    store.dispatch(quizFinished());
    store.dispatch(styleRated({ style: 'edgy', rating: 1 }));
    expect(store.getState().onboarding.status).toBe('inProgress');
  });

  it('forgets the quiz on sign-out', () => {
    const store = answered();
    store.dispatch(quizFinished());
    store.dispatch(signedOut());
    expect(store.getState().onboarding).toEqual(initialOnboardingState);
  });
});

import { moodboardOrder } from '../seed/data/styles';
import { send, type TestApp } from './testApp';

/** A quiz body for `POST proxy/user/{uid}/onboarding`: the loved styles 2, every other one 0. */
export const quizBody = ({
  gender = 'female',
  loves = ['minimalist', 'classic'],
  needs = ['work-wardrobe'],
  tagUuids = [],
}: {
  gender?: 'female' | 'male';
  loves?: string[];
  needs?: string[];
  tagUuids?: string[];
} = {}) => ({
  needs,
  gender,
  tag_uuids: tagUuids.map((tag_uuid) => ({ tag_uuid, is_set: 1, name: 'Body type' })),
  styles: moodboardOrder[gender].map((name) => ({
    name,
    rate: loves.includes(name) ? 2 : 0,
  })),
  source: 'test',
});

/** Submits a quiz for the user; answers the response. */
export const submitQuiz = (
  app: TestApp['app'],
  user: { userId: string; token: string },
  body: unknown = quizBody(),
) => app.request(`/gateway/proxy/user/${user.userId}/onboarding`, send('POST', body, user.token));

import { http, HttpResponse } from 'msw';
import {
  EMPTY_STYLE_DATA,
  buildStyleOptions,
  type Department,
  type StyleData,
} from '@shared/styleOptions';
import { gatewayUrl } from '@/testing/apiUrls';

/** The signed-in shopper (user-1) as `GET proxy/user/{uid}` answers, with `overrides`. */
export const anApiProfile = (overrides: Record<string, unknown> = {}) => ({
  user_uuid: 'user-1',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone_number: null,
  location: null,
  country: 'US',
  gender: 'female',
  birthday: null,
  picture_small: null,
  profile_picture: null,
  has_password: true,
  ...overrides,
});

/** Style options as the server builds them, with two body types and three styles of the quiz. */
export const styleOptionsFor = (department: Department) =>
  buildStyleOptions(department, {
    tag_uuids: [
      { key: 'body-pear', text: 'Pear', picture: null },
      { key: 'body-petite', text: 'Petite', picture: null },
    ],
    styles: [
      { key: 'classic', text: 'Classic', picture: null },
      { key: 'edgy', text: 'Edgy', picture: null },
      { key: 'glam', text: 'Glam', picture: null },
    ],
  });

/**
 * The profile, style options (by the `gender` asked) and style data of user-1; records every
 * `stylingPreferences` body. Spread into `server.use(...)`.
 */
export const styleHandlers = ({
  profile = {},
  data = {},
  saved = [] as unknown[],
}: {
  profile?: Record<string, unknown>;
  data?: Partial<StyleData>;
  saved?: unknown[];
} = {}) => [
  http.get(gatewayUrl('proxy/user/user-1'), () => HttpResponse.json(anApiProfile(profile))),
  http.get(gatewayUrl('user/styleOptions'), ({ request }) => {
    const gender = new URL(request.url).searchParams.get('gender');
    return HttpResponse.json(styleOptionsFor(gender === 'male' ? 'male' : 'female'));
  }),
  http.get(gatewayUrl('user/user-1/styleData'), () =>
    HttpResponse.json({ ...EMPTY_STYLE_DATA, ...data }),
  ),
  http.put(gatewayUrl('user/user-1/stylingPreferences'), async ({ request }) => {
    const body = (await request.json()) as Partial<StyleData>;
    saved.push(body);
    return HttpResponse.json({ ...EMPTY_STYLE_DATA, ...data, ...body });
  }),
];

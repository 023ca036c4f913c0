import type { ApiStylist } from '@/api/stylistTypes';

/**
 * A stylist as the gateway sends one, for tests (belongs with the data builders in
 * `src/testing/` once that folder takes area builders).
 */
export const aStylist = (overrides: Partial<ApiStylist> = {}): ApiStylist => {
  const firstName = overrides.first_name ?? 'Ana';
  const lastName = overrides.last_name ?? 'Silva';
  const uuid = overrides.uuid ?? `stylist-${firstName.toLowerCase()}`;
  return {
    uuid,
    name: `${firstName} ${lastName}`,
    first_name: firstName,
    last_name: lastName,
    profile_picture: `https://cdn.example.com/${uuid}/profile.jpg`,
    location: 'Lisbon, Portugal',
    city: 'Lisbon',
    moodboard: `https://cdn.example.com/${uuid}/moodboard.jpg`,
    moodboard_male: null,
    channel_sid: null,
    average_response_time: null,
    average_star_rating: 4.5,
    reviews_count: 12,
    looks: { data: [] },
    why_we_recommend: null,
    match_tags: [],
    info: null,
    has_active_session: false,
    has_session: false,
    is_approved: '1',
    is_active: true,
    is_bot: false,
    bio: null,
    education: null,
    collaborations: null,
    website: null,
    instagram_url: null,
    instagram_followers_count: null,
    service: null,
    style_tags: [],
    expertise_tags: [],
    match_percentage: null,
    ...overrides,
  };
};

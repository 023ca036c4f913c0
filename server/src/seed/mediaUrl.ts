/** Where the media routes draw a seeded row's picture: /media/{kind}/{id}.svg. */
export const mediaUrl = (kind: string, id: string) => `/media/${kind}/${id}.svg`;

/** Absolute URLs of the two roots as the tests' jsdom page (http://localhost:3000/) sees them. */
const origin = 'http://localhost:3000';

export const gatewayUrl = (path: string) => `${origin}/gateway/${path}`;
export const rootUrl = (path: string) => `${origin}/api/${path}`;

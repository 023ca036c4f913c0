// `npm run bench:media`: what pictures cost. Against the production build on the reference server
// (PGlite; the local picture folder, or a bucket: S3_* settings in the environment are passed on,
// and BENCH_S3=1 starts an S3-compatible one on loopback), it makes 20 phone-size JPEGs
// (4032 × 3024, 2.5–4 MB, as a phone's camera writes them), uploads them as closet items the way
// the closet's form does (30 items: the 20, then the first 10 again, so the grid holds 30),
// timing each upload (the answer includes the sized variants), and sets one as the profile
// picture. Then, in Debian's Chromium at 375 px (a 2× screen) and 1440 px, it opens
// /profile/closet, scrolls the grid to its end and adds up the bytes of every picture the page
// loaded, and reads the header avatar's bytes on the same page.
//
// "Before" is what the pages loaded before sized variants: every tile and the avatar took the
// picture as uploaded, so it is the sum of the originals' bytes. "After" is what the browser
// fetched. It exits non-zero past the targets (closet grid of 30 ≤ 1.5 MB; avatar ≤ 10 KB).
// BENCH_SKIP_BUILD=1 reuses dist/.
import sharp from 'sharp';
import { chromium } from 'playwright-core';
import { buildUnlessSkipped, chromePath, startReferenceServer } from './referenceServer.mjs';
import { signInContext, signUpShopper } from './benchShopper.mjs';
import { startS3Bucket } from './s3Bucket.mjs';

const PHOTOS = 20;
const CLOSET_ITEMS = 30;
const GRID_TARGET = 1.5 * 1024 * 1024;
const AVATAR_TARGET = 10 * 1024;
const WIDTH = 4032;
const HEIGHT = 3024;
const MAX_PHOTO_BYTES = 4 * 1024 * 1024;

const chrome = chromePath();
if (!buildUnlessSkipped('BENCH_SKIP_BUILD')) process.exit(1);

/** A phone-like photograph: a lit subject, soft waves and sensor noise, as a 12 MP JPEG. */
const phonePhoto = async (seed) => {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  let state = (seed * 2654435761) >>> 0 || 1;
  const random = () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 4294967296;
  };
  const [cx, cy] = [WIDTH * random(), HEIGHT * random()];
  const [red, green, blue] = [random() * 255, random() * 255, random() * 255];
  for (let y = 0; y < HEIGHT; y += 1)
    for (let x = 0; x < WIDTH; x += 1) {
      const at = (y * WIDTH + x) * 3;
      const distance = Math.hypot(x - cx, y - cy) / WIDTH;
      const noise = (random() - 0.5) * 20;
      const wave = Math.sin(x / 37 + seed) * Math.cos(y / 53) * 30;
      pixels[at] = red * (1 - distance) + wave + noise;
      pixels[at + 1] = green * (1 - distance / 2) - wave + noise;
      pixels[at + 2] = blue * distance + wave + noise;
    }
  // A camera's encoder keeps a photo to a few MB; so does this one (and within the 5 MB limit).
  for (let quality = 88; ; quality -= 6) {
    const jpeg = await sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length <= MAX_PHOTO_BYTES || quality <= 50) return jpeg;
  }
};

const api =
  (baseUrl, token) =>
  async (path, init = {}) => {
    const response = await fetch(`${baseUrl}/gateway/${path}`, {
      ...init,
      headers: { token, platform: 'web', ...init.headers },
    });
    if (!response.ok)
      throw new Error(
        `${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`,
      );
    return response.json();
  };

const bytesOf = async (url) => (await (await fetch(url)).arrayBuffer()).byteLength;

const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)];
};

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

/** The closet page at one width: bytes of the grid's pictures and of the header's avatar. */
const measurePage = async (browser, baseUrl, shopper, viewport, avatarPath) => {
  const { width, height, deviceScaleFactor } = viewport;
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor });
  await signInContext(context, shopper);
  const page = await context.newPage();
  const loaded = [];
  page.on('requestfinished', async (request) => {
    if (!new URL(request.url()).pathname.startsWith('/media/u/')) return;
    const sizes = await request.sizes();
    loaded.push({ path: new URL(request.url()).pathname, bytes: sizes.responseBodySize });
  });
  await page.goto(`${baseUrl}/app/profile/closet`);
  const tiles = page.locator('main img[width="400"]');
  await tiles.first().waitFor();
  // Scroll to the end of the grid, a screen at a time, so every lazy tile loads.
  for (let step = 0; step < 40; step += 1) {
    const atEnd = await page.evaluate(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
    );
    if (atEnd) break;
    await page.mouse.wheel(0, height * 0.9);
    await page.waitForTimeout(150);
  }
  await page.waitForFunction(
    (count) => {
      const images = [...document.querySelectorAll('main img[width="400"]')];
      return images.length >= count && images.every((image) => image.complete);
    },
    CLOSET_ITEMS,
    { timeout: 60_000 },
  );
  await page.waitForTimeout(500);
  const tileCount = await tiles.count();
  await context.close();
  const avatar = loaded.filter(({ path }) => path.startsWith(avatarPath));
  const grid = loaded.filter(({ path }) => !path.startsWith(avatarPath));
  const sum = (entries) => entries.reduce((total, { bytes }) => total + bytes, 0);
  return {
    tiles: tileCount,
    gridRequests: grid.length,
    gridBytes: sum(grid),
    avatarBytes: sum(avatar),
  };
};

let server;
let browser;
let bucket;
let failed = false;
try {
  console.log(`Making ${PHOTOS} phone photos (${WIDTH} × ${HEIGHT} JPEG)…`);
  const photos = [];
  for (let index = 0; index < PHOTOS; index += 1) photos.push(await phonePhoto(index + 1));
  console.log(photos.map((photo) => mb(photo.length)).join(', '));

  bucket = process.env.BENCH_S3 === '1' ? await startS3Bucket('lookwright-bench-media') : null;
  server = await startReferenceServer({
    nodeEnv: 'production',
    prefix: 'lookwright-media-',
    env: bucket?.env ?? {},
  });
  const shopper = await signUpShopper(server.baseUrl, 'media');
  const call = api(server.baseUrl, shopper.token);

  const uploadTimes = [];
  for (let index = 0; index < CLOSET_ITEMS; index += 1) {
    const photo = photos[index % PHOTOS];
    const started = performance.now();
    await call('proxy/item', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'user',
        picture: photo.toString('base64'),
        category: 'tops',
        owner_uuid: shopper.user_uuid,
      }),
    });
    uploadTimes.push(performance.now() - started);
  }

  const form = new FormData();
  form.append('picture', new Blob([photos[0]], { type: 'image/jpeg' }), 'me.jpg');
  const started = performance.now();
  const user = await call(`proxy/user/user-profile-picture/web/${shopper.user_uuid}`, {
    method: 'POST',
    body: form,
  });
  const profileUploadMs = performance.now() - started;
  const avatarPath = new URL(user.profile_picture, server.baseUrl).pathname.replace(
    /\.[a-z]+$/,
    '',
  );

  // Before: every tile and the avatar loaded the picture as uploaded.
  const closet = await call(
    `proxy/user/closet/${shopper.user_uuid}/${shopper.user_uuid}?from=0&count=50`,
  );
  let originalsBytes = 0;
  for (const item of closet.items)
    originalsBytes += await bytesOf(new URL(item.picture, server.baseUrl));
  const avatarOriginalBytes = await bytesOf(new URL(user.profile_picture, server.baseUrl));

  browser = await chromium.launch({
    executablePath: chrome,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost',
    ],
  });
  const widths = [
    { label: '375 px (2× screen)', width: 375, height: 812, deviceScaleFactor: 2 },
    { label: '1440 px', width: 1440, height: 900, deviceScaleFactor: 1 },
  ];
  const rows = [];
  for (const { label, ...viewport } of widths) {
    const after = await measurePage(browser, server.baseUrl, shopper, viewport, avatarPath);
    if (after.gridBytes > GRID_TARGET || after.avatarBytes > AVATAR_TARGET) failed = true;
    rows.push({
      page: `/profile/closet, ${label}`,
      tiles: after.tiles,
      'grid before': mb(originalsBytes),
      'grid after': `${mb(after.gridBytes)} (${after.gridRequests} requests)`,
      'grid ratio': `${(after.gridBytes / originalsBytes).toFixed(3)}×`,
      'avatar before': kb(avatarOriginalBytes),
      'avatar after': kb(after.avatarBytes),
    });
  }

  const photoSizes = photos.map((photo) => photo.length);
  const storage = bucket || process.env.S3_BUCKET ? 'an S3 bucket' : 'the local picture folder';
  console.log(
    `\nPictures: ${PHOTOS} phone JPEGs of ${mb(Math.min(...photoSizes))}–${mb(Math.max(...photoSizes))}; ` +
      `closet of ${closet.items.length} items (production build, ${storage})\n`,
  );
  console.table(rows);
  console.log(`\nUploads (POST proxy/item, base64 JSON, variants made before the answer)\n`);
  console.table([
    {
      uploads: uploadTimes.length,
      p50: `${Math.round(percentile(uploadTimes, 0.5))} ms`,
      p99: `${Math.round(percentile(uploadTimes, 0.99))} ms`,
      mean: `${Math.round(uploadTimes.reduce((a, b) => a + b, 0) / uploadTimes.length)} ms`,
      'profile picture (multipart)': `${Math.round(profileUploadMs)} ms`,
    },
  ]);
  console.log(
    `\nTargets: the closet grid of 30 ≤ ${mb(GRID_TARGET)}; the avatar ≤ ${kb(AVATAR_TARGET)}.`,
  );
} finally {
  await browser?.close();
  await server?.stop();
  await bucket?.close();
}
if (failed) {
  console.log('A target was missed.');
  process.exit(1);
}

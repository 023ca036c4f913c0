// `npm run bench:signups`: a burst of sign-ups does not stall the shop. Against the production
// build on the reference server (PGlite, the real scrypt cost), it times `GET /app/` and a
// stylist list while idle, then fires SIGN_UPS (8) sign-ups at once and keeps timing both, one
// after the other, until every sign-up has answered; a shopper signs in meanwhile. It prints one table (milliseconds) and exits
// non-zero when the slowest `/app/` during the burst takes more than 200 ms.
// BENCH_SKIP_BUILD=1 reuses dist/.
import { buildUnlessSkipped, startReferenceServer } from './referenceServer.mjs';

const SIGN_UPS = Number(process.env.SIGN_UPS ?? 8);
const TARGET_MS = 200;
if (!buildUnlessSkipped('BENCH_SKIP_BUILD')) process.exit(1);

const timed = async (url, init) => {
  const started = performance.now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
};

const summary = (samples) => {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? NaN };
};

const signUp = (baseUrl, n) =>
  timed(`${baseUrl}/gateway/signup/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-burst-${Date.now()}-${n}@example.com`,
      full_name: 'Bench Shopper',
      password: `bench-pass-${n}-long`,
    }),
  });

const server = await startReferenceServer({
  nodeEnv: 'production',
  prefix: 'lookwright-signups-',
  env: { SIGN_UPS_PER_ADDRESS_PER_HOUR: '100000' },
});
let failed = false;
try {
  const app = `${server.baseUrl}/app/`;
  const list = `${server.baseUrl}/gateway/proxy/stylist/readAll?count=15`;
  const idle = { app: [], list: [] };
  for (let i = 0; i < 20; i += 1) {
    idle.app.push(await timed(app));
    idle.list.push(await timed(list));
  }
  const shopper = {
    email: `bench-shopper-${Date.now()}@example.com`,
    password: 'bench-shopper-pw',
  };
  await timed(`${server.baseUrl}/gateway/signup/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...shopper, full_name: 'Bench Shopper' }),
  });
  const signIn = () =>
    timed(`${server.baseUrl}/gateway/login/email`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(shopper),
    });
  const busy = { app: [], list: [] };
  let done = false;
  const burst = Promise.all(Array.from({ length: SIGN_UPS }, (_, n) => signUp(server.baseUrl, n)));
  void burst.finally(() => (done = true));
  // A shopper signs in while the sign-ups wait their turn: checks go ahead of new passwords.
  const signInDuringBurst = new Promise((resolve) => setTimeout(resolve, 300)).then(signIn);
  while (!done) {
    busy.app.push(await timed(app));
    busy.list.push(await timed(list));
  }
  const signUps = await burst;
  const signedIn = await signInDuringBurst;
  const statuses = Object.entries(
    signUps.reduce((count, { status }) => ({ ...count, [status]: (count[status] ?? 0) + 1 }), {}),
  )
    .map(([status, count]) => `${count}× ${status}`)
    .join(', ');
  const rows = [
    ['GET /app/, idle', summary(idle.app)],
    ['GET stylists, idle', summary(idle.list)],
    [`GET /app/, ${SIGN_UPS} sign-ups running`, summary(busy.app)],
    [`GET stylists, ${SIGN_UPS} sign-ups running`, summary(busy.list)],
    [`the ${SIGN_UPS} sign-ups (${statuses})`, summary(signUps)],
    [`a sign-in during them (${signedIn.status})`, summary([signedIn])],
  ];
  const fmt = (value) => (Number.isFinite(value) ? value.toFixed(1).padStart(8) : '       -');
  console.log(
    `${'what'.padEnd(40)}  ${'n'.padStart(4)}  ${'p50'.padStart(8)}  ${'p95'.padStart(8)}  ${'max'.padStart(8)}`,
  );
  for (const [what, { n, p50, p95, max }] of rows) {
    console.log(
      `${what.padEnd(40)}  ${String(n).padStart(4)}  ${fmt(p50)}  ${fmt(p95)}  ${fmt(max)}`,
    );
  }
  const slowest = summary(busy.app).max;
  if (!(slowest <= TARGET_MS)) {
    console.error(
      `The slowest /app/ during the burst took ${slowest.toFixed(0)} ms (target ${TARGET_MS} ms).`,
    );
    failed = true;
  }
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);

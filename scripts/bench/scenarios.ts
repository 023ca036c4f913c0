import type { Fixtures } from './fixtures';
import { luaScript } from './wrk';

/** One kind of load: a URL (or the signed-in mix's script) and its p99 target in ms. */
export type Scenario = {
  key: string;
  name: string;
  targetP99Ms: number;
  path: (fixtures: Fixtures) => string;
  script?: (fixtures: Fixtures) => { file: string; args: string[] };
};

/** What a browser sends with every request. */
export const BROWSER_HEADERS = {
  'Accept-Encoding': 'gzip, deflate, br',
  platform: 'web-desktop',
};

const READ_TARGET_MS = 100;
const MIX_TARGET_MS = 250;

export const SCENARIOS: Scenario[] = [
  {
    key: 'list',
    name: 'stylist list',
    targetP99Ms: READ_TARGET_MS,
    path: () => '/gateway/proxy/stylist/readAll?count=15',
  },
  {
    key: 'profile',
    name: 'stylist profile',
    targetP99Ms: READ_TARGET_MS,
    path: (fixtures) => `/gateway/proxy/stylist/${fixtures.stylistId}/read`,
  },
  {
    key: 'latest',
    name: 'latest reviews',
    targetP99Ms: READ_TARGET_MS,
    path: () => '/gateway/review/latest?limit=20',
  },
  { key: 'app', name: '/app/', targetP99Ms: READ_TARGET_MS, path: () => '/app/' },
  {
    key: 'asset',
    name: 'hashed asset',
    targetP99Ms: READ_TARGET_MS,
    path: (fixtures) => fixtures.assetPath,
  },
  {
    key: 'mix',
    name: 'signed-in mix',
    targetP99Ms: MIX_TARGET_MS,
    path: () => '/gateway/',
    script: (fixtures) => ({
      file: luaScript('signedInMix.lua'),
      args: [fixtures.usersFile, fixtures.write.kind, fixtures.write.target],
    }),
  },
];

/** The mix's name with the write it makes. */
export const scenarioLabel = (scenario: Scenario, fixtures: Fixtures) =>
  scenario.key === 'mix'
    ? `signed-in mix (cart, ${fixtures.write.kind === 'cart' ? 'add to cart' : 'add favourite*'}, inbox)`
    : scenario.name;

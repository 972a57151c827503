import { beforeAll, describe, expect, it } from 'vitest';
import { personDetails } from '../../../tests/support/person-details';
import { createTestApp, signInWithProfile, type TestClient } from '../../../tests/support/test-app';
import { messages } from '../../shared/messages';
import { send, writeScenarios, type Scenario } from '../../../tests/support/security-scenarios';
import { appRoutes, expectError, snapshot, webhookRoute, writeRoutes } from '../../../tests/support/security-support';

// docs/security.md, Sessions: state-changing requests are JSON only, and Origin / Sec-Fetch-Site must
// be our own; the Razorpay webhook is the one exemption. Checked here for EVERY write route the
// app has (the first test fails when a route is added without a row in scenarios.ts).

const forbidden = { status: 403, error: messages.forbiddenOrigin };
const notJson = { status: 415, error: messages.unsupportedContentType };

/** What another site can make a browser send with the user's cookie, and what it must get. */
const attacks: Array<{ name: string; headers: Record<string, string | undefined>; raw?: (json: string) => string; expected: { status: number; error: string } }> = [
  { name: 'Sec-Fetch-Site: cross-site', headers: { 'sec-fetch-site': 'cross-site' }, expected: forbidden },
  { name: 'Sec-Fetch-Site: same-site (a sibling subdomain)', headers: { 'sec-fetch-site': 'same-site' }, expected: forbidden },
  { name: 'a foreign Origin', headers: { origin: 'https://evil.example' }, expected: forbidden },
  { name: 'no Origin and no Sec-Fetch-Site', headers: { origin: undefined }, expected: forbidden },
  { name: 'a text/plain body (a form with enctype=text/plain)', headers: { 'content-type': 'text/plain' }, raw: (json) => json, expected: notJson },
  { name: 'a form-urlencoded body', headers: { 'content-type': 'application/x-www-form-urlencoded' }, raw: () => 'readingType=daily&planId=lifetime', expected: notJson },
];

const csrfRoutes = Object.keys(writeScenarios).filter((route) => route !== webhookRoute);

describe('the CSRF table', () => {
  it('covers every state-changing route of the app, and only those', async () => {
    const t = await createTestApp();
    expect(Object.keys(writeScenarios).sort()).toEqual(writeRoutes(t.app));
    expect(writeRoutes(t.app)).toContain(webhookRoute);
  });
});

describe.each(csrfRoutes)('%s', (route) => {
  let s: Scenario;
  beforeAll(async () => {
    s = await writeScenarios[route]!(await createTestApp());
  });

  it.each(attacks)('is refused with $name, and nothing changes', async ({ headers, raw, expected }) => {
    const before = await snapshot(s.t.db);
    const outside = s.outside?.();

    const res = await send(s, { headers, raw: raw?.(JSON.stringify(s.body ?? {})) });

    expectError(res, expected.status, expected.error);
    expect(res.setCookies).toEqual([]);
    expect(await snapshot(s.t.db)).toEqual(before);
    expect(s.outside?.()).toEqual(outside);
  });

  it('works from our own page (the control: the request itself is sound)', async () => {
    const res = await send(s, { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(res.status, res.text).toBe(s.ok);
  });
});

describe(webhookRoute, () => {
  it('is exempt: Razorpay’s signed call has no Origin and no cookie, and is processed', async () => {
    const s = await writeScenarios[webhookRoute]!(await createTestApp());
    const res = await send(s, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'processed' });
  });
});

// The site's own origin is listed for writes (a page on www. beside the bare name, or Vite's dev
// server beside the API). Unset, PUBLIC_SITE_URL is the server's own address on its real port, so
// another local server on a port we do not use gets no say.
describe('the own origin a development server lists', () => {
  const named = (origin: string) => ({ origin, 'sec-fetch-site': undefined });

  it('is http://localhost on the PORT it listens on, not on port 3000', async () => {
    const t = await createTestApp({ env: { PORT: '4173' } });
    expect(t.config.publicSiteUrl).toBe('http://localhost:4173');
    const client = t.client();
    await signInWithProfile(t, client);
    const before = await snapshot(t.db);
    expectError(await client.patch('/api/profile', { language: 'hi' }, { headers: named('http://localhost:3000') }), 403, messages.forbiddenOrigin);
    expect(await snapshot(t.db)).toEqual(before);
    expect((await client.patch('/api/profile', { language: 'hi' }, { headers: named('http://localhost:4173') })).status).toBe(200);
  });

  it('is PUBLIC_SITE_URL when set, and then only that', async () => {
    const t = await createTestApp({ env: { PORT: '4173', PUBLIC_SITE_URL: 'http://localhost:5173/' } });
    const client = t.client();
    await signInWithProfile(t, client);
    expectError(await client.patch('/api/profile', { language: 'hi' }, { headers: named('http://localhost:4173') }), 403, messages.forbiddenOrigin);
    expectError(await client.patch('/api/profile', { language: 'hi' }, { headers: named('http://localhost:3000') }), 403, messages.forbiddenOrigin);
    expect((await client.patch('/api/profile', { language: 'hi' }, { headers: named('http://localhost:5173') })).status).toBe(200);
  });
});

/**
 * The pages anyone can read (public-pages/), each a path that answers 200. A city page is drawn
 * once into its cache table on its first request, whoever asks; the check below asks for each once
 * before it compares the database, so what it holds is that asking again changes nothing.
 */
const PUBLIC_PAGE_PATHS: Record<string, string> = {
  'GET /panchang/:city': '/panchang/new-delhi',
  'GET /hi/panchang/:city': '/hi/panchang/new-delhi',
  'GET /ta/panchang/:city': '/ta/panchang/new-delhi',
  'GET /te/panchang/:city': '/te/panchang/new-delhi',
  'GET /festivals/:year/:city': '/festivals/2027/new-delhi',
  'GET /muhurta/:event/:year/:city': '/muhurta/vivah/2027/new-delhi',
  'GET /hi/muhurta/:event/:year/:city': '/hi/muhurta/vivah/2027/new-delhi',
  'GET /ta/muhurta/:event/:year/:city': '/ta/muhurta/vivah/2027/new-delhi',
  'GET /te/muhurta/:event/:year/:city': '/te/muhurta/vivah/2027/new-delhi',
  'GET /hi/festivals/:year/:city': '/hi/festivals/2027/new-delhi',
  'GET /ta/festivals/:year/:city': '/ta/festivals/2027/new-delhi',
  'GET /te/festivals/:year/:city': '/te/festivals/2027/new-delhi',
  // The year form (no script) answers with the year's page.
  'GET /festivals': '/festivals?city=new-delhi&year=2027',
  'GET /hi/festivals': '/hi/festivals?city=new-delhi&year=2027',
  'GET /ta/festivals': '/ta/festivals?city=new-delhi&year=2027',
  'GET /te/festivals': '/te/festivals?city=new-delhi&year=2027',
  'GET /cities': '/cities?q=delhi',
  'GET /hi/cities': '/hi/cities?q=delhi',
  'GET /ta/cities': '/ta/cities?q=delhi',
  'GET /te/cities': '/te/cities?q=delhi',
  'GET /accuracy': '/accuracy',
  'GET /hi/accuracy': '/hi/accuracy',
  'GET /ta/accuracy': '/ta/accuracy',
  'GET /te/accuracy': '/te/accuracy',
  'GET /landing.js': '/landing.js',
  'GET /rashifal': '/rashifal',
  'GET /hi/rashifal': '/hi/rashifal',
  'GET /ta/rashifal': '/ta/rashifal',
  'GET /te/rashifal': '/te/rashifal',
  'GET /rashifal/:sign': '/rashifal/kark',
  'GET /hi/rashifal/:sign': '/hi/rashifal/kark',
  'GET /ta/rashifal/:sign': '/ta/rashifal/kark',
  'GET /te/rashifal/:sign': '/te/rashifal/kark',
  'GET /rashifal/:sign/share.png': '/rashifal/kark/share.png',
  'GET /hi/rashifal/:sign/share.png': '/hi/rashifal/kark/share.png',
  'GET /ta/rashifal/:sign/share.png': '/ta/rashifal/kark/share.png',
  'GET /te/rashifal/:sign/share.png': '/te/rashifal/kark/share.png',
  'GET /rashifal/weekly': '/rashifal/weekly',
  'GET /rashifal/:sign/weekly': '/rashifal/kark/weekly',
  'GET /rashifal/monthly': '/rashifal/monthly',
  'GET /rashifal/:sign/monthly': '/rashifal/kark/monthly',
  'GET /rashifal/yearly': '/rashifal/yearly',
  'GET /rashifal/:sign/yearly': '/rashifal/kark/yearly',
  'GET /hi/rashifal/weekly': '/hi/rashifal/weekly',
  'GET /ta/rashifal/weekly': '/ta/rashifal/weekly',
  'GET /te/rashifal/weekly': '/te/rashifal/weekly',
  'GET /hi/rashifal/:sign/weekly': '/hi/rashifal/kark/weekly',
  'GET /ta/rashifal/:sign/weekly': '/ta/rashifal/kark/weekly',
  'GET /te/rashifal/:sign/weekly': '/te/rashifal/kark/weekly',
  'GET /hi/rashifal/monthly': '/hi/rashifal/monthly',
  'GET /ta/rashifal/monthly': '/ta/rashifal/monthly',
  'GET /te/rashifal/monthly': '/te/rashifal/monthly',
  'GET /hi/rashifal/:sign/monthly': '/hi/rashifal/kark/monthly',
  'GET /ta/rashifal/:sign/monthly': '/ta/rashifal/kark/monthly',
  'GET /te/rashifal/:sign/monthly': '/te/rashifal/kark/monthly',
  'GET /hi/rashifal/yearly': '/hi/rashifal/yearly',
  'GET /ta/rashifal/yearly': '/ta/rashifal/yearly',
  'GET /te/rashifal/yearly': '/te/rashifal/yearly',
  'GET /hi/rashifal/:sign/yearly': '/hi/rashifal/kark/yearly',
  'GET /ta/rashifal/:sign/yearly': '/ta/rashifal/kark/yearly',
  'GET /te/rashifal/:sign/yearly': '/te/rashifal/kark/yearly',
  'GET /rashifal/find': '/rashifal/find?date=1990-06-15&time=07:30&place=Pune',
  'GET /hi/rashifal/find': '/hi/rashifal/find',
  'GET /ta/rashifal/find': '/ta/rashifal/find',
  'GET /te/rashifal/find': '/te/rashifal/find',
  'GET /sitemap.xml': '/sitemap.xml',
  'GET /robots.txt': '/robots.txt',
  'GET /fonts/noto-sans-devanagari-400.woff2': '/fonts/noto-sans-devanagari-400.woff2',
  'GET /fonts/noto-sans-tamil-400.woff2': '/fonts/noto-sans-tamil-400.woff2',
  'GET /fonts/noto-sans-telugu-400.woff2': '/fonts/noto-sans-telugu-400.woff2',
  'GET /fonts/noto-sans-devanagari-600.woff2': '/fonts/noto-sans-devanagari-600.woff2',
  'GET /fonts/noto-sans-tamil-600.woff2': '/fonts/noto-sans-tamil-600.woff2',
  'GET /fonts/noto-sans-telugu-600.woff2': '/fonts/noto-sans-telugu-600.woff2',
};

/** Catch-alls under the public pages' paths: the server's own 404 page, never the app. */
const NOT_FOUND_PATHS: Record<string, string> = {
  'GET /festivals/*': '/festivals/nothing/here/at/all',
  'GET /hi/*': '/hi/nothing-here',
  'GET /ta/*': '/ta/nothing-here',
  'GET /te/*': '/te/nothing-here',
  'GET /muhurta/:rest{.+}': '/muhurta/nothing/here',
  'GET /rashifal/*': '/rashifal/kark/nothing',
  'GET /hi/rashifal/*': '/hi/rashifal/nothing/here',
  'GET /ta/rashifal/*': '/ta/rashifal/nothing/here',
  'GET /te/rashifal/*': '/te/rashifal/nothing/here',
};

/** A concrete path for each read route (its parameters filled in with the user's own objects). */
async function readPaths(client: TestClient, phone: string): Promise<Record<string, string>> {
  const stream = await client.post('/api/readings', { readingType: 'daily' });
  const readingId = /"readingId":"([^"]+)"/.exec(stream.text)?.[1];
  const person = await client.post('/api/people', personDetails());
  const personId = (person.body as { person: { id: string } }).person.id;
  // A Kundli Milan report costs a reading: a share credit pays for it, the free one went on the reading.
  await client.post('/api/shares');
  const match = await client.post('/api/matches', { a: { kind: 'me' }, b: { kind: 'person', id: personId } });
  const matchId = (match.body as { matchId: string }).matchId;
  await client.post('/api/shares');
  const asked = await client.post('/api/questions', { question: 'When will I get married?' });
  const threadId = /"thread":\{"id":"([^"]+)"/.exec(asked.text)?.[1];
  const answerId = /"answerId":"([^"]+)"/.exec(asked.text)?.[1];
  // A personal muhurta costs a reading too: another share credit.
  await client.post('/api/shares');
  const muhurta = await client.post('/api/muhurta/personal', { purpose: 'travel', from: '2026-03-01', to: '2026-03-07', people: [{ kind: 'me' }] });
  const muhurtaId = (muhurta.body as { id: string }).id;
  return {
    'GET /healthz': '/healthz',
    'GET /readyz': '/readyz',
    'GET /api/auth/captcha': '/api/auth/captcha',
    'GET /api/me': '/api/me',
    'GET /api/subscription': '/api/subscription',
    'GET /api/places': '/api/places?q=',
    'GET /api/chart': '/api/chart',
    'GET /api/chart/deeper': '/api/chart/deeper',
    'GET /api/panchang': '/api/panchang',
    'GET /api/muhurta': '/api/muhurta?purpose=travel&from=2026-03-01&to=2026-03-07',
    'GET /api/muhurta/pdf': '/api/muhurta/pdf?purpose=travel&from=2026-03-01&to=2026-03-07',
    'GET /api/muhurta/personal': '/api/muhurta/personal',
    'GET /api/muhurta/personal/:id': `/api/muhurta/personal/${muhurtaId}`,
    'GET /api/muhurta/personal/:id/pdf': `/api/muhurta/personal/${muhurtaId}/pdf`,
    'GET /api/readings': '/api/readings',
    'GET /api/readings/current': '/api/readings/current?readingType=daily',
    'GET /api/readings/today': '/api/readings/today',
    'GET /api/readings/:readingId': `/api/readings/${readingId}`,
    'GET /api/readings/:readingId/pdf': `/api/readings/${readingId}/pdf`,
    'GET /api/matches/:matchId': `/api/matches/${matchId}`,
    'GET /api/questions': '/api/questions',
    'GET /api/questions/answering/:answerId': `/api/questions/answering/${answerId}`,
    'GET /api/questions/:threadId': `/api/questions/${threadId}`,
    'GET /api/questions/:threadId/pdf': `/api/questions/${threadId}/pdf`,
    'GET /api/matches/:matchId/pdf': `/api/matches/${matchId}/pdf`,
    'GET /api/public-config': '/api/public-config',
    'GET /api/plans': '/api/plans',
    'GET /api/dev/outbox': `/api/dev/outbox?phone=${encodeURIComponent(phone)}`,
    'GET /api/people': '/api/people',
    'GET /api/people/:id': `/api/people/${personId}`,
    'GET /api/people/:id/chart': `/api/people/${personId}/chart`,
    'GET /api/people/:id/chart/deeper': `/api/people/${personId}/chart/deeper`,
    ...PUBLIC_PAGE_PATHS,
    'GET /api/reminders': '/api/reminders',
    'GET /api/referrals': '/api/referrals',
    ...NOT_FOUND_PATHS,
  };
}

describe('read routes (the CSRF check lets them through, so they must change nothing)', () => {
  // It writes a reading, a match report, an answered question and a personal muhurta first, then makes one request per
  // read route, each between two snapshots of the database, and draws every public page first (the
  // rashifal's signs, its share images): the time grows with the routes.
  it('change nothing in the database, even when another site makes the browser call them', { timeout: 120_000 }, async () => {
    const t = await createTestApp();
    const client = t.client();
    const { phone } = await signInWithProfile(t, client);
    const paths = await readPaths(client, phone);
    expect(Object.keys(paths).sort()).toEqual(appRoutes(t.app).filter((r) => r.startsWith('GET ')));

    for (const [route, path] of Object.entries(paths)) {
      if (route in PUBLIC_PAGE_PATHS) await client.get(path);
      const before = await snapshot(t.db);
      const res = await client.get(path, { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
      const redirects = /^GET (\/(hi|ta|te))?\/festivals$/.test(route);
      expect(res.status, `${route}: ${res.text}`).toBe(route in NOT_FOUND_PATHS ? 404 : redirects ? 302 : 200);
      expect(await snapshot(t.db), route).toEqual(before);
    }
  });
});

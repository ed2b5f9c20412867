import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startHarness, type Harness } from '../../testing/harness';

/**
 * "Bad input to every route gets a 4xx JSON error naming the field; nothing returns 500 for bad input."
 * Walks every route of the OpenAPI document (so routes added later are covered too) and sends it malformed
 * bodies, parameters and queries, signed out and as an admin.
 */
const BODIES: (string | undefined)[] = [
  'null',
  '[]',
  '"text"',
  '12',
  '{}',
  '{"email":{"$gt":""},"code":[1],"amount":"NaN","reason":null,"tier":{},"until":12}',
  JSON.stringify({ email: 'a'.repeat(5000) + '@x.co', code: '1'.repeat(50), amount: 1e308 }),
  '{"nested":' + '['.repeat(200) + ']'.repeat(200) + '}',
];
const PARAM_VALUES = ['%00', 'x'.repeat(300), '..%2f..%2fetc', '%E0%A4%A', 'null'];
const QUERIES = [
  '?email=%00',
  '?limit=-5&before=' + 'z'.repeat(500),
  '?to=not-an-email&limit=abc',
  '?email[]=a&email[]=b',
];

describe('bad input never causes a 500', () => {
  let h: Harness;
  let admin: string;
  let routes: { method: string; path: string }[];
  beforeAll(async () => {
    h = await startHarness({ RATE_LIMIT_MAX: '100000' });
    admin = await signIn(h, 'admin@example.com');
    const doc = (await h.app.inject('/api/docs/json')).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
        .map((method) => ({ method: method.toUpperCase(), path })),
    );
  });
  afterAll(async () => h?.close());

  it('covers the routes of the API', () => {
    expect(routes.length).toBeGreaterThan(10);
  });

  it('answers every malformed request with a 4xx JSON error, or a success', async () => {
    const failures: string[] = [];
    const send = async (
      route: { method: string; path: string },
      cookie: string | undefined,
      param: string,
      query: string,
      body: string | undefined,
    ) => {
      const url = route.path.replace(/\{[^}]+\}/g, param).replace(/\*$/, param);
      const res = await h.app.inject({
        method: route.method as 'GET',
        url: url + query,
        headers: {
          ...(cookie ? { cookie } : {}),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        payload: body,
      });
      const where = `${route.method} ${route.path} (param ${param.slice(0, 12)}, query ${query.slice(0, 24)}, body ${String(body).slice(0, 24)}) -> ${res.statusCode}`;
      if (res.statusCode >= 500) failures.push(`${where}: ${res.body.slice(0, 200)}`);
      else if (res.statusCode >= 400) {
        const err = res.json<{ error?: { code?: string; message?: string } }>().error;
        if (!err?.code || !err.message) failures.push(`${where}: not a JSON error body`);
      }
    };
    for (const route of routes) {
      if (route.path.startsWith('/api/auth/email/start')) continue; // mails and rate-limits; covered in auth tests
      const hasParams = /\{[^}]+\}|\*$/.test(route.path);
      const bodies = route.method === 'GET' || route.method === 'DELETE' ? [undefined] : BODIES;
      // Every bad body with the first bad query, and every bad query with the first bad body: each bad part is
      // sent on its own, without the full product of all of them (which grows past minutes on PostgreSQL).
      const combos: [string, string | undefined][] = [
        ...bodies.map((body): [string, string | undefined] => [QUERIES[0]!, body]),
        ...QUERIES.slice(1).map((query): [string, string | undefined] => [query, bodies[0]]),
      ];
      for (const cookie of [undefined, admin]) {
        for (const param of hasParams ? PARAM_VALUES : PARAM_VALUES.slice(0, 1)) {
          await Promise.all(combos.map(([query, body]) => send(route, cookie, param, query, body)));
        }
      }
    }
    expect(failures.slice(0, 20)).toEqual([]);
  }, 120_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFor, cookieOf, startHarness, type Harness } from '../../testing/harness';
import { castOffice, requester } from '../../testing/office-cast';

const demo = {
  name: 'Ada Lovelace',
  company: 'Engines Ltd',
  role: 'Founder',
  email: 'ada@example.com',
  interests: ['Host immersive meetings', 'Buy academy courses'],
};

describe('feedback: demo requests, reviews, the popup and what offices received', () => {
  let h: Harness;
  let owner: string;
  let member: string;
  let other: { cookie: string; userId: string };
  let admin: string;
  let guest: string;
  let officeId: string;
  let address = 0;

  /** Each request from its own address unless told: the per-minute limit of these routes is low. */
  const req = requester(
    () => h,
    () => `10.1.${Math.floor(++address / 250)}.${address % 250}`,
  );

  beforeAll(async () => {
    h = await startHarness({}, { workers: false });
    const cast = await castOffice(h, req, { office: { type: 'aiChat', name: 'Expo' }, withMember: true });
    ({ owner, member, admin, guest, officeId } = cast);
    other = { cookie: cast.other, userId: cast.otherId };
  });
  afterAll(async () => h?.close());

  it('takes a demo request from a visitor on an office page, and its owner and admins read it', async () => {
    const sent = await req('POST', '/api/feedback', undefined, {
      source: 'demoform',
      formData: { ...demo, name: '  Ada Lovelace ' },
      officeId,
      userId: 'someone-else',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ ok: true });
    for (const c of [owner, admin]) {
      const res = await req('GET', `/api/feedback/office/${officeId}`, c);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().next).toBeNull();
      expect(res.json().data).toEqual([
        expect.objectContaining({ source: 'demoform', formData: { ...demo }, review: null, feedback: null }),
      ]);
    }
    // The body's userId is never trusted: the sender is the visitor cookie's id.
    const row = await h.ctx.db.selectFrom('feedback').selectAll().executeTakeFirstOrThrow();
    expect(row.userId).toMatch(/^visitor-/);
    expect(row.email).toBe('ada@example.com');
  });

  it("refuses others (403), visitors and guests (401) the office's lists, 404 for no office", async () => {
    for (const path of ['feedback/office', 'forms']) {
      expect((await req('GET', `/api/${path}/${officeId}`, member)).statusCode).toBe(403);
      expect((await req('GET', `/api/${path}/${officeId}`, other.cookie)).statusCode).toBe(403);
      expect((await req('GET', `/api/${path}/${officeId}`, guest)).statusCode).toBe(401);
      expect((await req('GET', `/api/${path}/${officeId}`)).statusCode).toBe(401);
      expect((await req('GET', `/api/${path}/nowhere`, owner)).statusCode).toBe(404);
    }
    const sent = await req('POST', '/api/feedback', undefined, {
      source: 'demoform',
      formData: demo,
      officeId: 'nowhere',
    });
    expect(sent.statusCode).toBe(404);
  });

  it('checks the demo form field by field', async () => {
    const cases: Array<[Record<string, unknown>, string[]]> = [
      [{ name: '' }, ['formData.name']],
      [{ role: '  ' }, ['formData.role']],
      [{ company: undefined, email: undefined }, ['formData.company', 'formData.email']],
      [{ email: 'nope' }, ['formData.email']],
      [{ interests: [] }, ['formData.interests']],
      [{ interests: ['Fly to the moon'] }, ['formData.interests', 'formData.interests']],
      [{ name: 'x'.repeat(1001) }, ['formData.name']],
      [{ interests: 'all' }, ['formData.interests']],
    ];
    for (const [over, fields] of cases) {
      const res = await req('POST', '/api/feedback', undefined, {
        source: 'demoform',
        formData: { ...demo, ...over },
      });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(
        res.json().error.details.map((d: { field: string }) => d.field),
        JSON.stringify(over),
      ).toEqual(fields);
    }
    const other = await req('POST', '/api/feedback', undefined, {
      source: 'demoform',
      formData: { ...demo, interests: [], otherInterest: 'A science fair' },
    });
    expect(other.statusCode, other.body).toBe(200);
    const missing = await req('POST', '/api/feedback', undefined, { source: 'demoform' });
    expect(missing.json().error.details[0].field).toBe('formData');
  });

  it('refuses bad feedback with a 400 naming the field', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ source: 'music', review: 'hi' }, 'source'],
      [{ source: 'images' }, 'review'],
      [{ source: 'interview', review: '   ' }, 'review'],
      [{ source: 'images', review: 'r'.repeat(5001) }, 'review'],
      [{ source: 'images', feedback: 'f'.repeat(5001) }, 'feedback'],
      [{ source: 'images', review: 'ok', email: 'not-an-email' }, 'email'],
      [{ source: 'images', review: 'ok', skip: 'yes' }, 'skip'],
      [{ source: 'demoform', formData: demo, skip: true }, 'skip'],
    ];
    for (const [body, field] of cases) {
      const res = await req('POST', '/api/feedback', undefined, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.details[0].field, JSON.stringify(body)).toBe(field);
    }
  });

  it('tells the popup whether to ask: a review or a skip stops it, per account, guest or browser', async () => {
    const mine = async (cookie?: string) => (await req('GET', '/api/feedback/mine', cookie)).json();
    expect(await mine(other.cookie)).toEqual({ reviewed: false, skipped: false });
    expect(await mine()).toEqual({ reviewed: false, skipped: false });

    expect((await req('POST', '/api/feedback', guest, { source: 'images', skip: true })).statusCode).toBe(
      200,
    );
    expect(await mine(guest)).toEqual({ reviewed: false, skipped: true });

    const visitor = await req('POST', '/api/feedback', undefined, {
      source: 'images',
      review: 'Lovely pictures',
      email: 'fan@example.com',
    });
    const cookie = `muse_visitor=${visitor.cookies.find((c) => c.name === 'muse_visitor')!.value}`;
    expect(await mine(cookie)).toEqual({ reviewed: true, skipped: false });
    // An interview rating is not the popup's review.
    await req('POST', '/api/feedback', other.cookie, {
      source: 'interview',
      review: 'happy',
      feedback: 'More!',
    });
    expect(await mine(other.cookie)).toEqual({ reviewed: false, skipped: false });
  });

  it("earns an account's first review the one-time emailReview item, once; guests earn nothing", async () => {
    const claims = () =>
      h.ctx.db
        .selectFrom('creditClaims')
        .select(['userId', 'item'])
        .where('item', '=', 'emailReview')
        .execute();
    await req('POST', '/api/feedback', guest, { source: 'images', review: 'Nice' });
    expect(await claims()).toEqual([]);
    await req('POST', '/api/feedback', other.cookie, { source: 'images', feedback: 'Just a suggestion' });
    expect(await claims()).toEqual([]);
    for (const review of ['Great app', 'Still great'])
      expect(
        (await req('POST', '/api/feedback', other.cookie, { source: 'images', review })).statusCode,
      ).toBe(200);
    expect(await claims()).toEqual([{ userId: other.userId, item: 'emailReview' }]);
    const summary = (await req('GET', '/api/user/credits', other.cookie)).json();
    expect(JSON.stringify(summary)).toContain('emailReview');
  });

  it('takes dialog forms from anyone, for the owner and admins to read, newest first and paged', async () => {
    const list = [{ question: 'Your name?', answer: 'Ada' }];
    const map = { 'Your name?': 'Grace', age: 30, subscribed: true };
    expect((await req('POST', '/api/forms/submit', undefined, { officeId, answers: list })).statusCode).toBe(
      200,
    );
    expect((await req('POST', '/api/forms/submit', guest, { officeId, answers: map })).statusCode).toBe(200);
    expect((await req('POST', '/api/forms/submit', member, { officeId, answers: [] })).statusCode).toBe(200);
    const all = (await req('GET', `/api/forms/${officeId}`, owner)).json();
    expect(all.data.map((f: { answers: unknown }) => f.answers)).toEqual([[], map, list]);
    const first = (await req('GET', `/api/forms/${officeId}?limit=2`, admin)).json();
    expect(first.data).toHaveLength(2);
    const rest = (
      await req('GET', `/api/forms/${officeId}?limit=2&before=${encodeURIComponent(first.next)}`, admin)
    ).json();
    expect(rest).toEqual({ data: [expect.objectContaining({ answers: list })], next: null });
  });

  it('refuses bad forms with a 400 naming the field', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ answers: [{ question: 'q', answer: 'a'.repeat(5001) }] }, 'answers.0.answer'],
      [{ answers: 'just text' }, 'answers'],
      [{ answers: { deep: { deeper: 'x' } } }, 'answers'],
      [{ answers: Array.from({ length: 201 }, () => ({ question: 'q', answer: 'a' })) }, 'answers'],
      [{ answers: [], officeId: '' }, 'officeId'],
    ];
    for (const [over, field] of cases) {
      const res = await req('POST', '/api/forms/submit', undefined, { officeId, ...over });
      expect(res.statusCode, JSON.stringify(over).slice(0, 80)).toBe(400);
      expect(res.json().error.details[0].field, JSON.stringify(over).slice(0, 80)).toBe(field);
    }
    expect(
      (await req('POST', '/api/forms/submit', undefined, { officeId: 'nowhere', answers: [] })).statusCode,
    ).toBe(404);
  });

  it('quotas visitors and guests per address, not accounts', async () => {
    const { VISITOR_FEEDBACK_PER_ADDRESS } = await import('@muse/domain');
    const now = new Date().toISOString();
    await h.ctx.db
      .insertInto('addressEvents')
      .values(
        Array.from({ length: VISITOR_FEEDBACK_PER_ADDRESS }, (_, i) => ({
          id: `f-${i}`,
          kind: 'visitor_feedback',
          address: '10.8.8.8',
          subject: null,
          createdAt: now,
        })),
      )
      .execute();
    const body = { source: 'images', review: 'again' };
    expect((await req('POST', '/api/feedback', undefined, body, '10.8.8.8')).statusCode).toBe(429);
    expect((await req('POST', '/api/feedback', guest, body, '10.8.8.8')).statusCode).toBe(429);
    expect((await req('POST', '/api/feedback', other.cookie, body, '10.8.8.8')).statusCode).toBe(200);
  });

  it('limits each address to a few sends a minute', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 12; i++)
      codes.push(
        (await req('POST', '/api/feedback', other.cookie, { source: 'images', review: 'x' }, '10.7.7.7'))
          .statusCode,
      );
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });

  it("moves a guest's feedback to its account, and erases it with the account and its offices", async () => {
    const g = cookieOf(await req('POST', '/api/auth/guest'));
    const guestId = (await req('GET', '/api/session', g)).json().userId;
    await req('POST', '/api/feedback', g, { source: 'images', skip: true });
    const account = await h.ctx.services.users.findOrCreateByEmail('mover@example.com');
    await h.ctx.services.users.mergeGuest(guestId, account.id);
    const moved = await accountFor(h, 'mover@example.com');
    expect((await req('GET', '/api/feedback/mine', moved.cookie)).json()).toEqual({
      reviewed: false,
      skipped: true,
    });
    // Her office received a form and a demo request; a visitor's demo request typed her address.
    const office = (await req('POST', '/api/offices/newOffice', moved.cookie, { type: 'aiChat' })).json()._id;
    await req('POST', '/api/forms/submit', undefined, { officeId: office, answers: [] });
    await req('POST', '/api/feedback', undefined, { source: 'demoform', formData: demo, officeId: office });
    await req('POST', '/api/feedback', undefined, {
      source: 'demoform',
      formData: { ...demo, email: 'Mover@Example.com' },
    });
    await h.ctx.services.users.erase(account);
    const left = await h.ctx.db
      .selectFrom('feedback')
      .select('id')
      .where((eb) =>
        eb.or([
          eb('userId', '=', account.id),
          eb('officeId', '=', office),
          eb('email', '=', 'Mover@Example.com'),
        ]),
      )
      .execute();
    expect(left).toEqual([]);
    expect(
      await h.ctx.db.selectFrom('formSubmissions').select('id').where('officeId', '=', office).execute(),
    ).toEqual([]);
  });
});

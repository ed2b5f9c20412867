import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, sessionFor, startHarness, type Harness } from '../../testing/harness';

type Method = 'GET' | 'POST';

const SHOP_TEXT = [
  'Pedal Point is a bicycle shop in the old harbour district of Portsmouth.',
  'The shop opens at nine in the morning and closes at six in the evening from Monday to Saturday.',
  'On Sundays the workshop stays closed, but the rental desk is open from ten until four.',
  'A city bike can be rented for twelve pounds a day, and an electric bike for thirty pounds a day.',
  'Every rental includes a helmet, a lock and a puncture repair kit.',
  'Our mechanics service all brands of bicycles, and a standard tune-up costs forty-five pounds.',
  'Repairs are usually finished within two working days.',
  'Customers who buy a new bike get free adjustments for the first year.',
].join(' ');

const TRAINED = [
  { question: 'When are you open?', answer: 'We are open from 9 am to 6 pm, Monday to Saturday.' },
  { question: 'How much is a tune-up?', answer: 'A standard tune-up costs £45.' },
  {
    question: 'Can I rent an e-bike?',
    answer: 'Yes: an electric bike costs £30 a day, helmet and lock included.',
  },
];

describe('training an office and answering from it', () => {
  let h: Harness;
  let owner: string;
  let member: string;
  let other: string;
  let guest: string;
  let officeId: string;
  let site: Server;
  let siteUrl: string;

  const req = (method: Method, url: string, cookie?: string, payload?: unknown) =>
    h.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    h = await startHarness({}, { workers: false });
    owner = await sessionFor(h, 'shop@example.com');
    member = await sessionFor(h, 'mechanic@example.com');
    other = await sessionFor(h, 'stranger@example.com');
    guest = cookieOf(await req('POST', '/api/auth/guest'));
    officeId = (await req('POST', '/api/offices/newOffice', owner, { type: 'aiChat' })).json()._id;
    await req('POST', `/api/offices/${officeId}/members`, owner, { email: 'mechanic@example.com' });
    // a member joins by accepting the invitation
    const [invitation] = (await req('GET', '/api/offices/invitations', member)).json().data;
    await req('POST', `/api/offices/invitations/${invitation.id}/accept`, member);
    await req('POST', `/api/offices/${officeId}/updateAssistant/0`, owner, {
      personality: { noinfo: 'Sorry, I can only help with bikes at Pedal Point.' },
    });

    site = createServer((request, response) => {
      if (request.url === '/to-loopback') {
        response.writeHead(302, {
          location: `http://127.0.0.1:${(site.address() as AddressInfo).port}/article`,
        });
        response.end();
        return;
      }
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<html><head><title>Winter opening</title></head><body><nav>Home | Shop</nav><article><h1>Winter opening</h1>` +
          `<p>From November to February the shop closes at five in the evening, an hour earlier than in summer.</p>` +
          `<p>The rental desk keeps its usual Sunday hours all winter, so weekend rides are still possible.</p>` +
          `</article><footer>© Pedal Point</footer></body></html>`,
      );
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await h?.close();
    await new Promise((resolve) => site?.close(resolve));
  });

  it('saves, lists, renames and deletes topics: owners and members train, others may not', async () => {
    const save = (cookie: string | undefined, topic: string, text = SHOP_TEXT) =>
      req('POST', '/api/ai/save-page', cookie, { officeId, topic, text, pageUrl: '' });
    expect((await save(owner, 'About the shop')).statusCode).toBe(200);
    expect((await save(member, 'Scratch')).statusCode).toBe(200);
    expect((await save(other, 'Nope')).statusCode).toBe(403);
    expect((await save(guest, 'Nope')).statusCode).toBe(401);
    expect((await save(undefined, 'Nope')).statusCode).toBe(401);
    const blank = await req('POST', '/api/ai/save-page', owner, { officeId, topic: '  ', text: 'x' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.details[0].field).toBe('topic');

    const rename = await req('POST', '/api/ai/save-page', owner, {
      officeId,
      topic: 'Scratch',
      editedTopic: 'Notes',
      text: 'Bring your own bike lights in winter.',
    });
    expect(rename.json()).toMatchObject({ topic: 'Notes', text: 'Bring your own bike lights in winter.' });
    const clash = await req('POST', '/api/ai/save-page', owner, {
      officeId,
      topic: 'Notes',
      editedTopic: 'About the shop',
      text: 'x',
    });
    expect(clash.statusCode).toBe(409);

    const pages = await req('GET', `/api/ai/pages/${officeId}`, member);
    expect(pages.json().data.map((p: { topic: string }) => p.topic)).toEqual(['About the shop', 'Notes']);
    expect((await req('GET', `/api/ai/pages/${officeId}`, other)).statusCode).toBe(403);
    expect((await req('GET', `/api/ai/pages/${officeId}`)).statusCode).toBe(401);

    expect((await req('POST', '/api/ai/delete-page', other, { officeId, topic: 'Notes' })).statusCode).toBe(
      403,
    );
    expect((await req('POST', '/api/ai/delete-page', owner, { officeId, topic: 'Notes' })).statusCode).toBe(
      200,
    );
    expect((await req('POST', '/api/ai/delete-page', owner, { officeId, topic: 'Notes' })).statusCode).toBe(
      404,
    );
  });

  it('caps extraFields: a deeply nested or oversized object is a 400 naming it, a small one is kept', async () => {
    const save = (extra: string) =>
      h.app.inject({
        method: 'POST',
        url: '/api/ai/save-page',
        headers: { cookie: owner, 'content-type': 'application/json' },
        payload: `{"officeId":${JSON.stringify(officeId)},"topic":"Extras","text":"x","extraFields":${extra}}`,
      });
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const wide = JSON.stringify(Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i])));
    for (const extra of [deep, `{"list":${'['.repeat(5000)}${']'.repeat(5000)}}`, wide]) {
      const res = await save(extra);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details[0].field).toBe('extraFields');
      expect(res.json().error.message).toMatch(/extraFields/);
    }
    const ok = await save('{"source":{"kind":"web","tags":["a","b"],"meta":{"depth":{"four":5}}}}');
    expect(ok.statusCode).toBe(200);
  });

  it('saves a topic questions list: blank rows and deleted rows dropped, half-filled rows named', async () => {
    const url = '/api/ai/save-questions';
    const topic = 'About the shop';
    const halfFilled = await req('POST', url, owner, {
      officeId,
      topic,
      questions: [{ question: 'Where are you?', answer: '' }],
    });
    expect(halfFilled.statusCode).toBe(400);
    expect(halfFilled.json().error.details[0].field).toBe('questions.0.answer');
    expect((await req('POST', url, other, { officeId, topic, questions: [] })).statusCode).toBe(403);
    expect((await req('POST', url, owner, { officeId, topic: 'Missing', questions: [] })).statusCode).toBe(
      400,
    );

    const saved = await req('POST', url, owner, {
      officeId,
      topic,
      questions: [
        ...TRAINED.map((q, value) => ({ ...q, value })),
        { question: 'Do you sell scooters?', answer: 'No.', value: 3, deleted: true },
        { question: '', answer: '', value: 4 },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const list = (await req('POST', '/api/ai/questions', member, { officeId, topic })).json().data;
    expect(list.map((q: { question: string }) => q.question)).toEqual(TRAINED.map((q) => q.question));
    expect(list.map((q: { value: number }) => q.value)).toEqual([0, 1, 2]);
    // an edit keeps the row's id
    const edited = await req('POST', url, owner, {
      officeId,
      topic,
      questions: list.map((q: { _id: string; question: string; answer: string; value: number }, i: number) =>
        i === 1 ? { ...q, answer: 'A standard tune-up costs forty-five pounds.' } : q,
      ),
    });
    expect(edited.json().data[1]).toMatchObject({
      _id: list[1]._id,
      answer: 'A standard tune-up costs forty-five pounds.',
    });
    expect((await req('POST', '/api/ai/questions', other, { officeId, topic })).statusCode).toBe(403);
  });

  it('generates questions from a topic text and appends them to its list', async () => {
    await req('POST', '/api/ai/save-page', owner, { officeId, topic: 'Rentals', text: SHOP_TEXT });
    const res = await req('POST', '/api/openai/create-chat-questions', owner, {
      officeId,
      topic: 'Rentals',
      numberOfQuestions: '3',
    });
    expect(res.statusCode).toBe(200);
    const { created, data } = res.json();
    expect(created).toHaveLength(3);
    for (const pair of created) {
      expect(pair.question).toMatch(/\?$/);
      // The shortest span that answers ("Twelve pounds a day."), or a yes/no reply.
      if (!/^(Yes|No)\b/.test(pair.answer))
        expect(SHOP_TEXT.toLowerCase()).toContain(
          pair.answer.replace(/\.$/, '').split(' ').slice(0, 4).join(' ').toLowerCase(),
        );
    }
    expect(data).toHaveLength(3);
    expect(res.json().note).toBeUndefined();
    // Asked for more than the rest of the text holds: fewer pairs, and why.
    const more = await req('POST', '/api/openai/create-chat-questions', owner, {
      officeId,
      topic: 'Rentals',
      numberOfQuestions: 10,
    });
    expect(more.statusCode, more.body).toBe(200);
    expect(more.json().created.length).toBeLessThan(10);
    expect(more.json().note).toMatch(/^Only \d+ questions? of 10 could be written: /);
    const list = (await req('POST', '/api/ai/questions', owner, { officeId, topic: 'Rentals' })).json().data;
    expect(list.map((q: { _id: string }) => q._id)).toEqual(
      [...created, ...more.json().created].map((q: { _id: string }) => q._id),
    );
    expect(
      (await req('POST', '/api/openai/create-chat-questions', other, { officeId, topic: 'Rentals' }))
        .statusCode,
    ).toBe(403);
    await req('POST', '/api/ai/save-page', owner, { officeId, topic: 'Tiny', text: 'Hi.' });
    const tiny = await req('POST', '/api/openai/create-chat-questions', owner, { officeId, topic: 'Tiny' });
    expect(tiny.statusCode).toBe(422);
    await req('POST', '/api/ai/delete-page', owner, { officeId, topic: 'Tiny' });
    await req('POST', '/api/ai/delete-page', owner, { officeId, topic: 'Rentals' });
  });

  it('answers visitors from the training in other words, and off-topic with the noinfo answer', async () => {
    const ask = (question: string, cookie?: string) =>
      req('POST', '/api/openai/ask-question', cookie, { officeId, question });
    const hours = await ask('what time do you open in the morning?');
    expect(hours.statusCode, hours.body).toBe(200);
    expect(hours.json().answer).toMatch(/9 am|nine/i);
    expect(hours.json().followUpQuestions.length).toBeGreaterThan(0);
    const tuneUp = (await ask('what does a bike service cost?', guest)).json().answer;
    expect(tuneUp).toMatch(/forty-five|45/);
    const ebike = (await ask('is it possible to hire an electric bicycle?', other)).json().answer;
    expect(ebike).toMatch(/thirty|30/);
    const offTopic = (await ask('who won the football world cup in 1966?')).json().answer;
    expect(offTopic).toBe('Sorry, I can only help with bikes at Pedal Point.');
    const missing = await req('POST', '/api/openai/ask-question', undefined, {
      officeId: 'nope',
      question: 'hi?',
    });
    expect(missing.statusCode).toBe(404);
    const empty = await req('POST', '/api/openai/ask-question', undefined, { officeId, question: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details[0].field).toBe('question');
  });

  it('answers from changed training at once', async () => {
    await req('POST', '/api/ai/save-page', owner, {
      officeId,
      topic: 'Parking',
      text: 'Customers can park their cars for free in the yard behind the workshop.',
    });
    const res = await req('POST', '/api/openai/ask-question', undefined, {
      officeId,
      question: 'Is there free parking for my car?',
    });
    expect(res.json().answer).toMatch(/yard behind the workshop/);
  });

  it('keeps every exchange: the asker restores it, the owner reads it by user and date', async () => {
    const first = await req('POST', '/api/openai/ask-question', undefined, {
      officeId,
      question: 'When are you open?',
    });
    const visitor = first.cookies.find((c) => c.name === 'muse_visitor');
    expect(visitor).toBeDefined();
    const visitorCookie = `muse_visitor=${visitor!.value}`;
    await req('POST', '/api/openai/ask-question', visitorCookie, {
      officeId,
      question: 'How much is a tune-up?',
    });

    const has = await req('POST', '/api/openai/has-messages', visitorCookie, { officeId });
    expect(has.json()).toEqual({ hasMessages: true });
    expect((await req('POST', '/api/openai/has-messages', member, { officeId })).json()).toEqual({
      hasMessages: false,
    });
    const last = (await req('POST', '/api/openai/get-last-messages', visitorCookie, { officeId })).json()
      .messages;
    expect(last.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(last[2].content).toBe('How much is a tune-up?');

    const conversations = await req('POST', '/api/ai/conversations', owner, { officeId });
    expect(conversations.statusCode).toBe(200);
    const list = conversations.json().conversations as { userId: string; date: string; label: string }[];
    const labels = list.map((c) => c.label);
    // neutral labels, never an email
    expect(labels.some((l) => /^Visitor [0-9a-f]{4}$/.test(l))).toBe(true);
    expect(labels.some((l) => /^Guest [0-9a-f]{4}$/.test(l))).toBe(true);
    expect(labels.some((l) => /^User [0-9a-f]{4}$/.test(l))).toBe(true);
    expect(conversations.body).not.toContain('stranger@example.com');
    const mine = list.find((c) => c.userId === `visitor-${visitor!.value}`)!;
    const messages = await req('POST', '/api/ai/conversationMessages', owner, {
      officeId,
      userId: mine.userId,
      date: mine.date,
    });
    expect(messages.json().messages.map((m: { content: string }) => m.content)[0]).toBe('When are you open?');
    for (const c of [member, other, guest, undefined]) {
      expect((await req('POST', '/api/ai/conversations', c, { officeId })).statusCode).toBe(
        c === member || c === other ? 403 : 401,
      );
    }
    const badDate = await req('POST', '/api/ai/conversationMessages', owner, {
      officeId,
      userId: 'x',
      date: 'today',
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().error.details[0].field).toBe('date');
  });

  it('answers translate with a clear 503 when no hosted provider is configured', async () => {
    const res = await req('POST', '/api/openai/translate', owner, { from: 'en', to: 'de', text: 'Hello' });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toBe('translation needs a configured AI provider');
  });

  describe('reading a web page', () => {
    const read = (pageUrl: string, cookie = owner) =>
      req('POST', '/api/ai/read-page', cookie, { officeId, pageUrl });
    const training = () => h.ctx.services.officeTraining;

    it('returns the readable text of a page, not its navigation', async () => {
      training().readerHooks = { trustUrl: (url) => url.href === `${siteUrl}/article` };
      const res = await read(`${siteUrl}/article`);
      expect(res.statusCode).toBe(200);
      expect(res.json().title).toBe('Winter opening');
      expect(res.json().text).toContain('closes at five in the evening');
      expect(res.json().text).not.toContain('Home | Shop');
      expect((await read(`${siteUrl}/article`, other)).statusCode).toBe(403);
    });

    it.each([
      ['loopback', () => `${siteUrl}/article`],
      ['a private 10.x address', () => 'http://10.0.0.7/'],
      ['link-local (cloud metadata)', () => 'http://169.254.169.254/latest/meta-data/'],
      ['IPv6 loopback', () => 'http://[::1]/'],
    ])('refuses %s', async (_name, url) => {
      training().readerHooks = {};
      const res = await read(url());
      expect(res.statusCode).toBe(422);
      expect(res.json().error.code).toBe('blocked_address');
      expect(res.json().error.message).toMatch(/private network/);
    });

    it('refuses a redirect to a private address', async () => {
      training().readerHooks = { trustUrl: (url) => url.href === `${siteUrl}/to-loopback` };
      const res = await read(`${siteUrl}/to-loopback`);
      expect(res.json().error.code).toBe('blocked_address');
    });

    it('refuses a name that resolves to a private address', async () => {
      training().readerHooks = { resolveHost: async () => ['10.1.2.3'] };
      const res = await read('http://intranet.example.com/');
      expect(res.statusCode).toBe(422);
      expect(res.json().error.code).toBe('blocked_address');
    });

    it('names the field of an address that is not a web address', async () => {
      training().readerHooks = {};
      const res = await read('ftp://example.com/file');
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details[0].field).toBe('pageUrl');
    });
  });
});

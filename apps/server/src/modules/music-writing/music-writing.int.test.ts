import { parseLyrics } from '@muse/domain';
import { chatReply, startFakeOpenAi, type FakeOpenAi } from '@muse/providers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signIn, startHarness, type Harness } from '../../testing/harness';

const IDEAS = ['/api/ai/create-music-name-description', '/api/openai/create-music-name-description'];
const SECTION = '/api/openai/create-song-section';
const SONG_TAGS = ['Pop', 'Piano', 'Happy', 'Female', 'Bright'];

async function member(h: Harness, email: string): Promise<string> {
  const cookie = await signIn(h, email);
  await h.ctx.db
    .updateTable('users')
    .set({ musicPro: 'paid', musicProUntil: new Date(Date.now() + 86_400_000).toISOString() })
    .where('email', '=', email)
    .execute();
  return cookie;
}

describe('music ideas and AI lyrics with the local writers', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h?.close());
  const post = (url: string, payload: object, cookie?: string) =>
    h.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });

  it('writes four song ideas with names, descriptions and rhyming first lyrics, on both paths', async () => {
    for (const url of IDEAS) {
      const res = await post(url, { keywords: 'summer road trip', musicType: 'song', tags: SONG_TAGS });
      expect(res.statusCode, res.body).toBe(200);
      const ideas = res.json<{
        data: { name: string; description: string; lyrics: string; tags: string[] }[];
      }>().data;
      expect(ideas).toHaveLength(4);
      expect(new Set(ideas.map((i) => i.name)).size).toBe(4);
      for (const idea of ideas) {
        expect(idea.name.length).toBeGreaterThan(2);
        expect(idea.description.length).toBeGreaterThan(20);
        const sections = parseLyrics(idea.lyrics).map((s) => s.type);
        expect(sections).toEqual(expect.arrayContaining(['verse', 'chorus']));
      }
    }
  });

  it('writes instrumental ideas without lyrics', async () => {
    const res = await post(IDEAS[0]!, { keywords: 'rainy night city', musicType: 'music' });
    expect(res.statusCode).toBe(200);
    for (const idea of res.json().data) expect(idea.lyrics).toBe('');
  });

  it('names the field of bad input', async () => {
    const res = await post(IDEAS[0]!, { keywords: '  ', musicType: 'song' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].field).toBe('keywords');
    const type = await post(IDEAS[1]!, { keywords: 'sea', musicType: 'opera' });
    expect(type.statusCode).toBe(400);
    expect(type.json().error.details[0].field).toBe('musicType');
  });

  it('keeps AI lyrics for members: visitors 401, non-members 403 music_pro_required', async () => {
    const body = { type: 'verse', lyrics: '', tags: SONG_TAGS, keywords: 'ocean' };
    expect((await post(SECTION, body)).statusCode).toBe(401);
    const free = await signIn(h, 'free-lyrics@example.com');
    const res = await post(SECTION, body, free);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('music_pro_required');
  });

  it('writes a new four-line chorus for a member that repeats no earlier line', async () => {
    const cookie = await member(h, 'pro-lyrics@example.com');
    const lyrics = '[Verse]\nWe drove along the coast tonight\nThe radio was burning bright\n';
    const res = await post(
      SECTION,
      { type: 'chorus', lyrics, tags: SONG_TAGS, keywords: 'ocean drive' },
      cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    const lines = res
      .json<{ content: string }>()
      .content.split('\n')
      .filter((l) => l.trim() !== '');
    expect(lines).toHaveLength(4);
    for (const line of lines) expect(lyrics).not.toContain(line);
    const bad = await post(SECTION, { type: 'bridge', lyrics }, cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('type');
  });
});

describe('music ideas and lyrics from a hosted model', () => {
  let fake: FakeOpenAi;
  let h: Harness;
  const HOSTED = {
    ideas: [
      { name: 'Harbor Lights', description: 'A warm folk song with guitar.', lyrics: '', tags: ['Folk'] },
    ],
  };
  beforeAll(async () => {
    fake = await startFakeOpenAi({ jsonReply: HOSTED });
    h = await startHarness({
      OPENAI_API_KEY: fake.apiKey,
      OPENAI_BASE_URL: fake.baseUrl,
      AI_TIMEOUT_MS: '1000',
    });
  });
  beforeEach(() => fake.reset());
  afterAll(async () => {
    await h?.close();
    await fake?.close();
  });

  it('returns the hosted ideas, and the local ones when the hosted reply is unusable', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: IDEAS[1]!,
      payload: { keywords: 'harbor at dusk', musicType: 'music' },
    });
    expect(res.json()).toEqual({ data: HOSTED.ideas });
    expect(fake.requestsTo('/v1/chat/completions')).toHaveLength(1);

    fake.on('/v1/chat/completions', () => chatReply(JSON.stringify({ nothing: true })));
    const local = await h.app.inject({
      method: 'POST',
      url: IDEAS[1]!,
      payload: { keywords: 'harbor at dusk', musicType: 'music' },
    });
    expect(local.statusCode).toBe(200);
    expect(local.json().data).toHaveLength(4);
    expect(local.json().data.map((i: { name: string }) => i.name)).not.toContain('Harbor Lights');
  });
});

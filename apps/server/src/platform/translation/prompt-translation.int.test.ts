import { chatReply, startFakeOpenAi, type FakeOpenAi } from '@muse/providers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAKING_TIMEOUT, account, makeTrack } from '../../modules/music/music.fixtures';
import { startHarness, waitFinished, type Harness } from '../../testing/harness';

/** The words a fake chat request asked to translate, and the language its system prompt named. */
interface Asked {
  text: string;
  system: string;
}

/**
 * Prompts in other languages with a hosted text model (a local server speaking the OpenAI wire format):
 * translated before the engines get them, the user's words kept, the English recorded in the item's info.
 */
describe('prompts in other languages, with a hosted text model', () => {
  let fake: FakeOpenAi;
  let h: Harness;
  const asked = (): Asked[] =>
    fake.requestsTo('/v1/chat/completions').map((r) => {
      const messages = (r.body as { messages: { role: string; content: string }[] }).messages;
      return {
        text: messages.find((m) => m.role === 'user')?.content ?? '',
        system: messages.find((m) => m.role === 'system')?.content ?? '',
      };
    });

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    h = await startHarness({
      OPENAI_API_KEY: fake.apiKey,
      OPENAI_BASE_URL: fake.baseUrl,
      AI_TIMEOUT_MS: '2000',
    });
  });
  beforeEach(() => fake.reset());
  /** An account with a few credits (a picture on the local model costs one). */
  const painter = async (email: string) => {
    const who = await account(h, email);
    await h.ctx.services.credits.grant(who.id, 5, { reason: 'test', idempotencyKey: `topup-${email}` });
    return who;
  };
  afterAll(async () => {
    await h?.close();
    await fake?.close();
  });

  it('translates a German image prompt, keeps the words as typed, and says what the engine got', async () => {
    fake.on('/v1/chat/completions', () => chatReply('a red fox in the snow'));
    const { cookie } = await painter('fuchs@example.com');
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/images/',
      headers: { cookie },
      payload: { description: 'ein roter Fuchs im Schnee', model: 'art' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const item = await waitFinished(h, cookie, res.json().filename);
    expect(item.imageUrl, item.message ?? '').toBeTruthy();
    expect(item.description).toBe('ein roter Fuchs im Schnee');
    expect(item.promptNote).toBe('Translated from German: “a red fox in the snow”');
    expect(asked()).toHaveLength(1);
    expect(asked()[0]!.text).toBe('ein roter Fuchs im Schnee');
    expect(asked()[0]!.system).toContain('from German to English');
  });

  it('asks nothing for an English prompt, and its info says nothing', async () => {
    const { cookie } = await painter('english@example.com');
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/images/',
      headers: { cookie },
      payload: { description: 'a red fox in the snow', model: 'art' },
    });
    const item = await waitFinished(h, cookie, res.json().filename);
    expect(item.promptNote).toBeNull();
    expect(asked()).toHaveLength(0);
  });

  it('uses the words as written when translating fails, and says so', async () => {
    fake.on('/v1/chat/completions', () => ({ status: 500, json: { error: { message: 'down' } } }));
    const { cookie } = await painter('chat@example.com');
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/images/',
      headers: { cookie },
      payload: { description: 'un chat noir sur un toit la nuit', model: 'art' },
    });
    const item = await waitFinished(h, cookie, res.json().filename);
    expect(item.imageUrl, item.message ?? '').toBeTruthy(); // the request was not lost
    expect(item.promptNote).toBe(
      'The prompt (French) was used as written: translating it to English failed this time.',
    );
  });

  it(
    'translates a song’s words (never its lyrics) before composing',
    { timeout: MAKING_TIMEOUT },
    async () => {
      fake.on('/v1/chat/completions', (req) => {
        const text = (req.body as { messages: { role: string; content: string }[] }).messages.at(-1)!.content;
        const english: Record<string, string> = {
          'Sommer am Meer': 'summer by the sea',
          Strandlied: 'Beach song',
          'ein fröhliches Lied über den Sommer am Strand': 'a happy song about summer on the beach',
        };
        return chatReply(english[text] ?? 'unexpected');
      });
      const { cookie, id } = await account(h, 'lied@example.com');
      await h.ctx.services.users.setVerifiedEmail(id, 'lied@example.com');
      const track = await makeTrack(h, cookie, {
        name: 'Strandlied',
        keywords: 'Sommer am Meer',
        description: 'ein fröhliches Lied über den Sommer am Strand',
      });
      expect(track.url).toBeTruthy();
      expect(track.keywords).toBe('Sommer am Meer');
      expect(track.promptNote).toBe(
        'Translated from German: “summer by the sea — Beach song — a happy song about summer on the beach”',
      );
      expect(
        asked()
          .map((a) => a.text)
          .sort(),
      ).toEqual(['Sommer am Meer', 'Strandlied', 'ein fröhliches Lied über den Sommer am Strand'].sort());
    },
  );

  it('writes image ideas from translated keywords', async () => {
    fake.on('/v1/chat/completions', (_req, attempt) =>
      attempt === 1
        ? chatReply('lighthouse in a storm')
        : chatReply(
            JSON.stringify({
              ideas: [
                { name: 'Storm light', description: 'a lighthouse in a storm at night', tags: ['moody'] },
              ],
            }),
          ),
    );
    const { cookie } = await account(h, 'ideas@example.com');
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/openai/create-image-name-description',
      headers: { cookie },
      payload: { keywords: 'Leuchtturm im Sturm' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().promptNote).toBe('Translated from German: “lighthouse in a storm”');
    const ideasAsked = JSON.parse(asked()[1]!.text) as { keywords: string };
    expect(ideasAsked.keywords).toBe('lighthouse in a storm');
  });
});

import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createProviderRegistry } from '../registry';
import {
  errorReply,
  fakeConfig,
  MP4_BYTES,
  PNG_BYTES,
  startFakeOpenAi,
  type FakeOpenAi,
} from '../testing/openai-wire-server';
import { createOpenAiClient } from './client';
import { OpenAiVideoEngine } from './video';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
beforeEach(() => fake.reset());
afterAll(() => fake.close());

/** The engine as the registry builds it, polling every 10 ms instead of 2 s. */
function videoEngine(model = 'sora-2') {
  const config = fakeConfig(fake).openai!;
  return new OpenAiVideoEngine({ id: 'sora2', client: createOpenAiClient(config), model, pollMs: 10 });
}

describe('OpenAI-compatible video engine', () => {
  it('is the catalogue entry sora2 when an API key is set, with OPENAI_VIDEO_MODEL replacing the model', () => {
    const registry = createProviderRegistry({
      ...fakeConfig(fake),
      openai: { ...fakeConfig(fake).openai!, models: { video: 'my-video' } },
    });
    expect(registry.requireModel('sora2', 'video')).toMatchObject({ id: 'sora2', kind: 'hosted' });
    expect(
      createProviderRegistry({})
        .models()
        .find((m) => m.key === 'sora2'),
    ).toMatchObject({
      available: false,
      unavailableReason: 'needs OPENAI_API_KEY',
    });
  });

  it('creates a job, follows its progress to the end, and downloads the video and its thumbnail', async () => {
    const progress: number[] = [];
    const result = await videoEngine().generate(
      { prompt: 'A fox in the snow', width: 1280, height: 720, durationSeconds: 8 },
      { onProgress: (p) => progress.push(p) },
    );
    const [create] = fake.requestsTo('/v1/videos');
    expect(create?.body).toEqual({
      model: 'sora-2',
      prompt: 'A fox in the snow',
      seconds: '8',
      size: '1280x720',
    });
    expect(create?.headers.authorization).toBe(`Bearer ${fake.apiKey}`);
    expect(progress).toEqual([0, 50, 100]);
    expect(result.video.equals(MP4_BYTES)).toBe(true);
    expect(result.mimeType).toBe('video/mp4');
    expect(result.durationSeconds).toBe(8);
    expect((await sharp(result.poster!).metadata()).format).toBe('png');
    const downloads = fake.requests
      .filter((r) => r.path === '/v1/videos/video_1/content')
      .map((r) => r.query);
    expect(downloads).toEqual(['variant=video', 'variant=thumbnail']);
  });

  it('sends the first picture as the reference, at the video size', async () => {
    const picture = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    await videoEngine().generate({
      prompt: 'It moves',
      width: 720,
      height: 1280,
      durationSeconds: 4,
      images: [picture],
    });
    const reference = fake.requestsTo('/v1/videos')[0]!.files.input_reference!;
    expect(reference.type).toBe('image/png');
    const meta = await sharp(reference.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([720, 1280]);
  });

  it("says why a job failed, and maps the server's refusals", async () => {
    fake.on('/v1/videos/video_1', () => ({
      json: {
        id: 'video_1',
        status: 'failed',
        progress: 0,
        seconds: '4',
        error: { code: 'moderation', message: 'the prompt was refused' },
      },
    }));
    await expect(
      videoEngine().generate({ prompt: 'x', width: 1280, height: 720, durationSeconds: 4 }),
    ).rejects.toMatchObject({
      code: 'bad_response',
      retryable: false,
      message: 'The video server could not make the video: the prompt was refused.',
    });
    fake.reset();
    fake.on('/v1/videos', () => errorReply(400, "Invalid size '640x480'.", 'invalid_value'));
    await expect(
      videoEngine().generate({ prompt: 'x', width: 640, height: 480, durationSeconds: 4 }),
    ).rejects.toMatchObject({ code: 'bad_request' });
  });

  it('leaves music videos to the local engine, and stops when the run is aborted', async () => {
    await expect(
      videoEngine().generate({
        prompt: 'x',
        width: 1280,
        height: 720,
        durationSeconds: 4,
        soundtrack: PNG_BYTES,
      }),
    ).rejects.toMatchObject({ code: 'bad_request' });
    const controller = new AbortController();
    fake.on('/v1/videos/video_1', () => {
      controller.abort(new Error('stopped'));
      return 'hang';
    });
    await expect(
      videoEngine().generate(
        { prompt: 'x', width: 1280, height: 720, durationSeconds: 4 },
        { signal: controller.signal },
      ),
    ).rejects.toThrow('stopped');
  });
});

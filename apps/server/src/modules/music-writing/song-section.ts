import type { SongSectionBody } from '@muse/contracts';
import { writeSongSection, type ProviderRegistry } from '@muse/providers';
import { z } from 'zod';

const HostedSection = z.object({ content: z.string().min(1).max(2000) });
const HOSTED_DEADLINE_MS = 30_000;

/**
 * One new verse or chorus for the lyrics editor (POST /openai/create-song-section). A hosted text model
 * writes it when configured; otherwise, or when it fails, the local rhyming writer keeps the keywords'
 * theme and the earlier lines' meter.
 */
export async function songSection(
  body: SongSectionBody,
  deps: { providers: Pick<ProviderRegistry, 'engine'>; logger: { warn(obj: object, msg?: string): void } },
): Promise<{ content: string }> {
  const hosted = deps.providers.engine('text');
  if (hosted) {
    try {
      const result = await hosted.complete(
        {
          system:
            `You write song lyrics. Answer JSON {"content"}: one new ${body.type} of 4 rhyming lines (no heading) ` +
            'that continues the lyrics so far, keeps their theme and meter, and repeats none of their lines.' +
            (body.type === 'chorus' ? ' Make it a catchy hook.' : ''),
          messages: [
            {
              role: 'user',
              content: JSON.stringify({ lyrics: body.lyrics, tags: body.tags, keywords: body.keywords }),
            },
          ],
          json: { schemaName: 'song_section', schema: HostedSection },
          temperature: 0.9,
        },
        { signal: AbortSignal.timeout(HOSTED_DEADLINE_MS) },
      );
      if (result.json) return { content: result.json.content.trim() };
    } catch (err) {
      deps.logger.warn({ err }, 'hosted song section failed; using the local writer');
    }
  }
  return {
    content: writeSongSection({
      type: body.type,
      lyrics: body.lyrics,
      tags: body.tags,
      keywords: body.keywords,
    }),
  };
}

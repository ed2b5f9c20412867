import { MusicIdea, type MusicIdeasBody, type MusicIdeasReply } from '@muse/contracts';
import { generateMusicIdeas, type ProviderRegistry } from '@muse/providers';
import { z } from 'zod';
import { HttpError } from '../../platform/http/errors';

const IDEAS = 4;
const HostedIdeas = z.object({ ideas: z.array(MusicIdea).min(1).max(8) });
/** How long a user waits for the hosted model before the local writer answers instead. */
export const HOSTED_MUSIC_IDEAS_DEADLINE_MS = 30_000;
export const MUSIC_IDEAS_FAILED =
  "We couldn't write ideas for these keywords. Try other keywords, or switch on advanced mode to write your own.";

interface Deps {
  providers: Pick<ProviderRegistry, 'engine'>;
  logger: { warn(obj: object, msg?: string): void };
  deadlineMs?: number;
}

/**
 * Ideas for a track from keywords (POST /ai|openai/create-music-name-description): names, descriptions
 * and, for songs, first lyrics. A configured hosted text model writes them as validated JSON; otherwise, or
 * when it fails, the local writer does.
 */
export async function musicIdeas(body: MusicIdeasBody, deps: Deps): Promise<MusicIdeasReply> {
  const hosted = deps.providers.engine('text');
  if (hosted) {
    try {
      const result = await hosted.complete(
        {
          system:
            'You write ideas for AI-generated music. Answer JSON {"ideas":[{"name","description","lyrics","tags"}]}: ' +
            '4 ideas, each a 2-5 word title, a one or two sentence description of the sound (genre, instruments, ' +
            'mood, tempo) that keeps the keywords, and 1-5 tags. For musicType "song" the lyrics are a "[Verse]" ' +
            'and a "[Chorus]" section of 4 rhyming lines each, headings on their own lines; for "music" lyrics is "".',
          messages: [
            {
              role: 'user',
              content: JSON.stringify({
                keywords: body.keywords,
                tags: body.tags,
                musicType: body.musicType,
              }),
            },
          ],
          json: { schemaName: 'music_ideas', schema: HostedIdeas },
          temperature: 0.9,
        },
        { signal: AbortSignal.timeout(deps.deadlineMs ?? HOSTED_MUSIC_IDEAS_DEADLINE_MS) },
      );
      if (result.json) return { data: result.json.ideas };
    } catch (err) {
      deps.logger.warn({ err }, 'hosted music ideas failed; using the local writer');
    }
  }
  try {
    return {
      data: generateMusicIdeas({
        keywords: body.keywords,
        tags: body.tags,
        musicType: body.musicType,
        count: IDEAS,
      }),
    };
  } catch (err) {
    deps.logger.warn({ err }, 'local music ideas failed');
    throw new HttpError(422, 'music_ideas_failed', MUSIC_IDEAS_FAILED, [
      { field: 'keywords', message: MUSIC_IDEAS_FAILED },
    ]);
  }
}

import { useState } from 'react';
import { AspectRatio, Text, UnstyledButton } from '@mantine/core';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { youtubeEmbedUrl, youtubeId } from '../youtube';
import classes from './SatMath.module.css';

/**
 * The lesson's video. Nothing is fetched from YouTube until the learner presses play: a poster button
 * first, then the privacy-enhanced embed.
 */
export function LessonVideo({ videoId, title }: { videoId: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  const id = youtubeId(videoId);
  if (!id) return null;
  return (
    <AspectRatio ratio={16 / 9} className={classes.video}>
      {playing ? (
        <iframe
          src={youtubeEmbedUrl(id)}
          title={`Video: ${title}`}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className={classes.videoFrame}
        />
      ) : (
        <UnstyledButton
          className={classes.poster}
          onClick={() => setPlaying(true)}
          aria-label={`Play the video: ${title}`}
        >
          <span className={classes.playIcon} aria-hidden>
            <IconPlayerPlayFilled size={34} />
          </span>
          <Text size="sm" c="white" fw={600} className={classes.posterText}>
            Watch the lesson video
          </Text>
        </UnstyledButton>
      )}
    </AspectRatio>
  );
}

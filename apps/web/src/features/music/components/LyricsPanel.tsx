import { useEffect, useMemo, useRef } from 'react';
import { Text, Title, UnstyledButton } from '@mantine/core';
import { parseLyrics } from '@muse/domain';
import { activeSectionIndex, lyricsTimeline, sectionTitles } from '../lyrics-timing';
import classes from './MusicPlayer.module.css';

interface LyricsPanelProps {
  lyrics: string;
  duration: number;
  currentTime: number;
  playing: boolean;
  onSeek: (seconds: number) => void;
}

/**
 * The lyrics by section, the section playing highlighted. Sections are spread over the track in proportion
 * to their lines (see lyrics-timing.ts); a click on a section plays from its start.
 */
export function LyricsPanel({ lyrics, duration, currentTime, playing, onSeek }: LyricsPanelProps) {
  const sections = useMemo(() => parseLyrics(lyrics), [lyrics]);
  const titles = useMemo(() => sectionTitles(sections), [sections]);
  const timeline = useMemo(() => lyricsTimeline(sections, duration), [sections, duration]);
  const active = currentTime > 0 || playing ? activeSectionIndex(timeline, currentTime) : -1;
  const box = useRef<HTMLDivElement>(null);

  // The playing section scrolls into view inside the panel (the page itself stays where the user put it).
  useEffect(() => {
    const node = box.current;
    const item = node?.querySelector<HTMLElement>('[data-active]');
    if (!node || !item || !playing) return;
    const top = item.offsetTop - node.clientHeight / 3;
    node.scrollTo({ top: Math.max(0, top), behavior: 'smooth' });
  }, [active, playing]);

  if (sections.length === 0) return null;
  return (
    <section className={classes.panel} aria-labelledby="lyrics-title">
      <Title order={2} size="h4" id="lyrics-title" mb="xs">
        Lyrics
      </Title>
      <div ref={box} className={classes.lyrics}>
        {sections.map((section, i) => (
          <UnstyledButton
            key={i}
            className={classes.section}
            data-active={i === active || undefined}
            aria-current={i === active ? 'true' : undefined}
            onClick={() => timeline[i] && onSeek(timeline[i].start)}
            title="Play from here"
          >
            <Text className={classes.sectionTitle}>{titles[i]}</Text>
            <Text className={classes.sectionText}>{section.text || '…'}</Text>
          </UnstyledButton>
        ))}
      </div>
    </section>
  );
}

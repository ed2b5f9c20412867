import { Button, Group, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconChevronLeft } from '@tabler/icons-react';
import { Link } from '../../../../shared/routing';
import { PIANO_TEXTS as T } from '../piano-texts';
import { PianoChallenge } from './PianoChallenge';
import pageClasses from '../../../../shared/FullHeightPage.module.css';

/** /piano-challenge: the game as a page of its own, reached from the music library. */
export function PianoChallengePage() {
  useDocumentTitle(`${T.title} · Muse`);
  return (
    <div className={pageClasses.page} style={{ maxWidth: 720, width: '100%' }}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} size="h2">
          {T.title}
        </Title>
        <Button
          component={Link}
          to="/music"
          variant="subtle"
          leftSection={<IconChevronLeft size={16} aria-hidden />}
        >
          Music
        </Button>
      </Group>
      <div style={{ flex: 1, minHeight: 0 }}>
        <PianoChallenge />
      </div>
    </div>
  );
}

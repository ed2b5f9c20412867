import { useId } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconMicrophone2, IconMusic } from '@tabler/icons-react';
import { CREATE_TEXTS } from '../create-texts';
import { OnboardingGenrePicker } from './OnboardingGenrePicker';
import classes from './MusicCreator.module.css';

interface CreateChooserProps {
  onChoose: (step: 'song' | 'music') => void;
  onBack: () => void;
  /** The first-time genre picker, when it is due. */
  onboarding: { onPick: (genre: string) => void; onSkip: () => void } | null;
}

/** "What would you like to create?" with Song with Lyrics, Music and Back. */
export function CreateChooser({ onChoose, onBack, onboarding }: CreateChooserProps) {
  const id = useId();
  return (
    <Stack gap="md">
      {onboarding && <OnboardingGenrePicker onPick={onboarding.onPick} onSkip={onboarding.onSkip} />}
      <Title order={2} size="h3">
        {CREATE_TEXTS.question}
      </Title>
      <div className={classes.choices}>
        <Button
          size="lg"
          className={classes.choice}
          classNames={{ inner: classes.choiceInner }}
          leftSection={<IconMicrophone2 size={22} aria-hidden />}
          onClick={() => onChoose('song')}
          aria-describedby={`${id}-song`}
        >
          {CREATE_TEXTS.song}
        </Button>
        <Button
          size="lg"
          variant="light"
          className={classes.choice}
          classNames={{ inner: classes.choiceInner }}
          leftSection={<IconMusic size={22} aria-hidden />}
          onClick={() => onChoose('music')}
          aria-describedby={`${id}-music`}
        >
          {CREATE_TEXTS.music}
        </Button>
        <Button
          size="lg"
          variant="default"
          className={classes.choice}
          classNames={{ inner: classes.choiceInner }}
          leftSection={<IconArrowLeft size={22} aria-hidden />}
          onClick={onBack}
        >
          {CREATE_TEXTS.back}
        </Button>
      </div>
      <Text size="sm" c="dimmed">
        <span id={`${id}-song`}>A song is sung: pick its style and get lyrics with it.</span>{' '}
        <span id={`${id}-music`}>Music is instrumental, made from keywords.</span>
      </Text>
    </Stack>
  );
}

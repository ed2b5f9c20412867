import { Badge, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPhotoUp, IconShare, IconWand } from '@tabler/icons-react';
import { creditsPhrase } from '../../credits';
import classes from './PhotoWizard.module.css';

const STEPS = [
  { icon: IconPhotoUp, title: 'Upload', text: 'Choose a photo from your device.' },
  { icon: IconWand, title: 'Enhance', text: 'Restore it, turn it into art, or describe your own change.' },
  { icon: IconShare, title: 'Share', text: 'Compare before and after, then share the result.' },
];

/** The left column: what the wizard does, in three steps, and what it costs. */
export function WizardIntro({
  charge,
  balance,
}: {
  charge: 'free' | 'credits' | 'buy';
  balance: number | null;
}) {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Photo wizard
        </Title>
        <Text c="dimmed" mt={4}>
          Bring old photos back to life or give them a new look, in three steps.
        </Text>
      </div>
      <ol className={classes.introSteps}>
        {STEPS.map(({ icon: StepIcon, title, text }) => (
          <li key={title}>
            <ThemeIcon variant="light" size="lg" radius="xl" aria-hidden>
              <StepIcon size={18} />
            </ThemeIcon>
            <div>
              <Text fw={600}>{title}</Text>
              <Text size="sm" c="dimmed">
                {text}
              </Text>
            </div>
          </li>
        ))}
      </ol>
      <div>
        {charge === 'free' ? (
          <Badge variant="light" color="teal" size="lg">
            Free with your plan
          </Badge>
        ) : (
          <Text size="sm" c="dimmed">
            Each photo you transform costs 1 credit; Premium and Ultimate transform for free.
            {balance !== null && ` You have ${creditsPhrase(balance)}.`}
          </Text>
        )}
      </div>
    </Stack>
  );
}

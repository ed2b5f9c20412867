import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowBackUp, IconRefresh } from '@tabler/icons-react';
import { useWizardResult } from '../hooks/use-wizard-result';
import { BeforeAfter } from './BeforeAfter';
import { EditorLink } from './EditorLink';
import { ShareButton } from './ShareButton';
import classes from './PhotoWizard.module.css';

interface ResultStepProps {
  photoUrl: string;
  resultFilename: string;
  title: string;
  onTryAnother: () => void;
  onRestart: () => void;
}

/** Step 3: the photo while the result is made (polled every 2 s), then the result to compare and share. */
export function ResultStep({ photoUrl, resultFilename, title, onTryAnother, onRestart }: ResultStepProps) {
  const result = useWizardResult(resultFilename);
  const item = result.data;
  const finished = !!item?.finishedOn;
  const picture = finished ? item.imageUrl : null;

  if (finished && !picture) {
    return (
      <Stack gap="md">
        <Alert
          color="red"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title="This change didn't work out"
        >
          {item.message || 'Your photo could not be transformed. Please try again.'}
        </Alert>
        <Group>
          <Button onClick={onTryAnother} leftSection={<IconRefresh size={18} aria-hidden />}>
            Try again
          </Button>
          <Button
            variant="default"
            onClick={onRestart}
            leftSection={<IconArrowBackUp size={18} aria-hidden />}
          >
            Start over
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md" align="center">
      {picture ? (
        <BeforeAfter before={photoUrl} after={picture} />
      ) : (
        <div className={classes.processing}>
          <img className={classes.photo} src={photoUrl} alt="Your photo" />
          <div className={classes.processingVeil} role="status" aria-live="polite">
            <Loader color="white" />
            <Text fw={600} c="white">
              Transforming your photo…
            </Text>
            <Text size="sm" c="white" opacity={0.85}>
              This takes a few seconds.
            </Text>
          </div>
        </div>
      )}
      <Group justify="center" gap="sm">
        {picture && <ShareButton filename={resultFilename} title={title} />}
        {picture && <EditorLink filename={resultFilename} />}
        <Button variant="default" size="md" onClick={onTryAnother} disabled={!finished}>
          Try another look
        </Button>
        <Button
          variant="subtle"
          size="md"
          onClick={onRestart}
          leftSection={<IconArrowBackUp size={18} aria-hidden />}
        >
          Start over
        </Button>
      </Group>
    </Stack>
  );
}

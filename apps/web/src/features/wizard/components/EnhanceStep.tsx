import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconArrowBackUp } from '@tabler/icons-react';
import { canTransform, type PresetPrompt } from '@muse/domain';
import { errorMessage } from '../../../app/api-error';
import { EditorLink } from './EditorLink';
import { PresetPicker, TransformButton } from './PresetPicker';
import classes from './PhotoWizard.module.css';

interface EnhanceStepProps {
  photoUrl: string;
  photoFilename: string;
  prompt: string;
  onPrompt: (prompt: string) => void;
  onPreset: (preset: PresetPrompt) => void;
  onTransform: () => void;
  onRestart: () => void;
  sending: boolean;
  error: unknown;
  charge: 'free' | 'credits' | 'buy';
  compact: boolean;
  narrow: boolean;
}

/** Step 2: the photo, the presets by category and the user's own words, and Transform. */
export function EnhanceStep(props: EnhanceStepProps) {
  const { photoUrl, photoFilename, prompt, sending, error, charge, compact, narrow } = props;
  return (
    <div className={classes.enhance}>
      <div className={classes.enhancePhoto}>
        <img className={classes.photo} src={photoUrl} alt="Your photo" />
      </div>
      <Stack gap="md">
        <PresetPicker
          prompt={prompt}
          onPick={props.onPreset}
          compact={compact}
          narrow={narrow}
          disabled={sending}
        />
        <Textarea
          label="Describe the change"
          description="Pick a preset above, or write what you would like in your own words."
          placeholder="e.g. Make it look like a summer evening"
          autosize
          minRows={2}
          maxRows={5}
          maxLength={4000}
          value={prompt}
          disabled={sending}
          onChange={(event) => props.onPrompt(event.currentTarget.value)}
        />
        {error ? (
          <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
            {errorMessage(error)}
          </Alert>
        ) : null}
        <TransformButton
          disabled={!canTransform(prompt, sending)}
          loading={sending}
          onClick={props.onTransform}
        />
        <Text size="xs" c="dimmed" ta="center">
          {charge === 'free' ? 'Free with your plan' : 'Costs 1 credit'}
        </Text>
        <Group justify="space-between" gap="xs">
          <Button
            variant="subtle"
            size="sm"
            onClick={props.onRestart}
            disabled={sending}
            leftSection={<IconArrowBackUp size={18} aria-hidden />}
          >
            Start over
          </Button>
          <EditorLink filename={photoFilename} size="sm" variant="subtle" />
        </Group>
      </Stack>
    </div>
  );
}

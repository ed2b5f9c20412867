import { useState } from 'react';
import {
  Button,
  Chip,
  ColorSwatch,
  Group,
  Loader,
  Stack,
  Text,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowsShuffle, IconCheck, IconRefresh } from '@tabler/icons-react';
import { customAvatarId, type AvatarFace, type FacePart } from '@muse/domain';
import {
  COLOUR_PARTS,
  CREATOR_SECTIONS,
  choicesOf,
  partLabel,
  previewUrl,
  randomFace,
  startingFace,
} from '../avatar-creator';
import classes from './AvatarCreator.module.css';

interface AvatarCreatorProps {
  /** The look chosen now: the creator starts from its face. */
  selected: string;
  onUse: (avatarId: string) => void;
}

/**
 * The custom-avatar creator: one choice per part of the face, hair, clothes and background, with a live
 * preview drawn by the server; "Use this look" makes it the chosen look, which the Avatar tab's Save keeps.
 */
export function AvatarCreator({ selected, onUse }: AvatarCreatorProps) {
  const [face, setFace] = useState<AvatarFace>(() => startingFace(selected));
  const id = customAvatarId(face);
  const set = <P extends FacePart>(part: P, value: AvatarFace[P]) =>
    setFace((f) => ({ ...f, [part]: value }));

  return (
    <div className={classes.creator}>
      <Stack align="center" gap="sm" className={classes.side}>
        <Preview avatarId={id} />
        <Group gap="xs" justify="center">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconArrowsShuffle size={16} aria-hidden />}
            onClick={() => setFace(randomFace())}
          >
            Surprise me
          </Button>
          <Button size="xs" leftSection={<IconCheck size={16} aria-hidden />} onClick={() => onUse(id)}>
            Use this look
          </Button>
        </Group>
      </Stack>
      <Stack gap="md" className={classes.options}>
        {CREATOR_SECTIONS.map((section) => (
          <Stack key={section.title} gap="xs" component="section" aria-label={section.title}>
            <Title order={4} size="h6">
              {section.title}
            </Title>
            {section.parts.map((part) => (
              <PartPicker key={part} part={part} value={face[part]} onChange={(v) => set(part, v)} />
            ))}
          </Stack>
        ))}
      </Stack>
    </div>
  );
}

/** The live preview, with its loading and error states (a new picture loads on every change). */
function Preview({ avatarId }: { avatarId: string }) {
  const [attempt, setAttempt] = useState(0);
  const src = `${previewUrl(avatarId)}${attempt ? `?attempt=${attempt}` : ''}`;
  // The state of the picture last asked for; a change of `src` starts loading again.
  const [status, setStatus] = useState<{ src: string; state: 'loaded' | 'failed' } | null>(null);
  const state = status?.src === src ? status.state : 'loading';

  return (
    <div className={classes.preview} aria-busy={state === 'loading'}>
      <img
        src={src}
        alt="Preview of the custom avatar"
        width={220}
        height={220}
        data-testid="avatar-preview"
        onLoad={() => setStatus({ src, state: 'loaded' })}
        onError={() => setStatus({ src, state: 'failed' })}
        hidden={state === 'failed'}
      />
      {state === 'loading' && (
        <Loader size="sm" className={classes.loader} aria-label="Drawing the preview" />
      )}
      {state === 'failed' && (
        <Stack align="center" gap="xs" role="alert" className={classes.failed}>
          <Text size="sm">Couldn&apos;t draw the preview.</Text>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => setAttempt((n) => n + 1)}
          >
            Try again
          </Button>
        </Stack>
      )}
    </div>
  );
}

function PartPicker<P extends FacePart>({
  part,
  value,
  onChange,
}: {
  part: P;
  value: AvatarFace[P];
  onChange: (value: AvatarFace[P]) => void;
}) {
  const label = partLabel(part);
  const choices = choicesOf(part);
  return (
    <div role="radiogroup" aria-label={label} className={classes.part}>
      <Text size="sm" c="dimmed" className={classes.partLabel}>
        {label}
      </Text>
      {COLOUR_PARTS.has(part) ? (
        <Group gap={6}>
          {choices.map((choice) => (
            <Tooltip key={choice.value} label={choice.label} openDelay={300}>
              <UnstyledButton
                role="radio"
                aria-checked={choice.value === value}
                aria-label={choice.label}
                className={classes.swatch}
                onClick={() => onChange(choice.value)}
              >
                <ColorSwatch color={`#${choice.value}`} size={26}>
                  {choice.value === value && <IconCheck size={14} className={classes.tick} aria-hidden />}
                </ColorSwatch>
              </UnstyledButton>
            </Tooltip>
          ))}
        </Group>
      ) : (
        <Chip.Group value={value} onChange={(v) => onChange(v as AvatarFace[P])}>
          <Group gap={6}>
            {choices.map((choice) => (
              <Chip key={choice.value} value={choice.value} size="xs">
                {choice.label}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      )}
    </div>
  );
}

import { ActionIcon, Loader, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { musicPreviewPath, type MusicPreview } from '@muse/domain';
import { useEffect, useState } from 'react';
import { togglePreview, watchPreview, type PreviewState } from '../preview-player';

const LABELS: Record<PreviewState, (name: string, seconds: number) => string> = {
  idle: (name, seconds) => `Listen to ${name} (${seconds} s)`,
  loading: (name) => `Loading ${name}… (select to stop)`,
  playing: (name) => `Stop ${name}`,
  error: (name) => `${name} could not be played. Select to try again.`,
};

/** Listen: plays a preset's 30-second piece or a base style's 15-second clip, once rendered by the server. */
export function PreviewButton({
  preview,
}: {
  preview: Pick<MusicPreview, 'kind' | 'id' | 'name' | 'seconds'>;
}) {
  const src = `/api${musicPreviewPath(preview)}`;
  const [state, setState] = useState<PreviewState>('idle');
  useEffect(() => watchPreview(src, setState), [src]);
  const label = LABELS[state](preview.name, preview.seconds);
  return (
    <Tooltip label={label} withinPortal>
      <ActionIcon
        variant={state === 'playing' ? 'filled' : 'subtle'}
        color={state === 'error' ? 'red' : undefined}
        size="md"
        radius="xl"
        aria-label={label}
        aria-pressed={state === 'playing' || state === 'loading'}
        data-preview-state={state}
        onClick={() => togglePreview(src)}
      >
        {state === 'loading' ? (
          <Loader size={14} />
        ) : state === 'playing' ? (
          <IconPlayerStop size={16} aria-hidden />
        ) : state === 'error' ? (
          <IconAlertTriangle size={16} aria-hidden />
        ) : (
          <IconPlayerPlay size={16} aria-hidden />
        )}
      </ActionIcon>
    </Tooltip>
  );
}

import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Chip,
  Group,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { IconAlertTriangle, IconPhotoPlus, IconX } from '@tabler/icons-react';
import { MountOnceOpened } from '../../../shared/MountOnceOpened';
import {
  formatLength,
  lengthsFor,
  mismatchedPictures,
  picturesProblem,
  withSize,
  type VideoModel,
  type VideoSettings,
} from '../video-settings';
import { PicturePicker } from './PicturePicker';
import classes from './Video.module.css';

interface VideoSettingsPanelProps {
  model: VideoModel;
  settings: VideoSettings;
  onChange: (settings: VideoSettings) => void;
}

/** Size, length (required; its bounds follow the size), soundtrack, and the pictures to animate. */
export function VideoSettingsPanel({ model, settings, onChange }: VideoSettingsPanelProps) {
  const [picking, setPicking] = useState(false);
  const mismatched = mismatchedPictures(settings);
  const problem = picturesProblem(settings, model);
  const set = (patch: Partial<VideoSettings>) => onChange({ ...settings, ...patch });
  return (
    <Paper withBorder p="md" radius="md" aria-label="Video settings" component="section">
      <Stack gap="md">
        <div>
          <Text size="sm" fw={500} mb={6} id="video-size-label">
            Size
          </Text>
          <Chip.Group
            value={settings.size}
            onChange={(v) => typeof v === 'string' && onChange(withSize(settings, model, v))}
          >
            <Group gap="xs" role="radiogroup" aria-labelledby="video-size-label">
              {model.video.sizes.map((s) => (
                <Chip key={s} value={s} size="sm">
                  {s.replace('x', '×')}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </div>
        <Group gap="lg" align="flex-end" wrap="wrap">
          <Select
            label="Length"
            required
            w={140}
            allowDeselect={false}
            value={String(settings.length)}
            onChange={(v) => v && set({ length: Number(v) })}
            data={lengthsFor(settings, model).map((l) => ({ value: String(l), label: formatLength(l) }))}
          />
          {model.video.audio && (
            <Switch
              label="Soundtrack"
              description="Music composed for the video"
              checked={settings.audio}
              onChange={(e) => set({ audio: e.currentTarget.checked })}
            />
          )}
        </Group>
        {model.video.supportsImages > 0 && (
          <div>
            <Group justify="space-between" mb={6}>
              <Text size="sm" fw={500}>
                Pictures to animate{model.video.requiresImages ? '' : ' (optional)'}
              </Text>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPhotoPlus size={16} aria-hidden />}
                onClick={() => setPicking(true)}
              >
                Choose pictures
              </Button>
            </Group>
            {problem && (
              <Alert color="orange" variant="light" role="alert" mb="xs">
                {problem}
              </Alert>
            )}
            <div className={classes.pictures} aria-label="Chosen pictures" role="list">
              {settings.pictures.map((p, i) => (
                <div
                  key={p.filename}
                  className={classes.picture}
                  role="listitem"
                  aria-label={`Shot ${i + 1}: ${p.name}`}
                >
                  {p.thumb && <img className={classes.pictureImg} src={p.thumb} alt="" />}
                  <ActionIcon
                    size="sm"
                    variant="filled"
                    color="dark"
                    aria-label={`Remove ${p.name || 'picture'}`}
                    style={{ position: 'absolute', top: 4, right: 4 }}
                    onClick={() =>
                      set({ pictures: settings.pictures.filter((x) => x.filename !== p.filename) })
                    }
                  >
                    <IconX size={14} aria-hidden />
                  </ActionIcon>
                  {mismatched.has(p.filename) && (
                    <Badge
                      color="orange"
                      size="xs"
                      mt={4}
                      leftSection={<IconAlertTriangle size={10} aria-hidden />}
                      title="Its shape differs from the video size: it will be cropped to fit."
                    >
                      Will be cropped
                    </Badge>
                  )}
                </div>
              ))}
            </div>
          </div>
        )}
      </Stack>
      <MountOnceOpened opened={picking}>
        <PicturePicker
          opened={picking}
          onClose={() => setPicking(false)}
          chosen={settings.pictures}
          max={model.video.supportsImages}
          onToggle={(picture) =>
            set({
              pictures: settings.pictures.some((p) => p.filename === picture.filename)
                ? settings.pictures.filter((p) => p.filename !== picture.filename)
                : [...settings.pictures, picture],
            })
          }
        />
      </MountOnceOpened>
    </Paper>
  );
}

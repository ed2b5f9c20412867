import { Badge, Button, Group, Popover, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconLock, IconWand } from '@tabler/icons-react';
import { MUSIC_PREVIEWS, SONG_PRESETS, flattenSongTags, previewId, type SongPreset } from '@muse/domain';
import { useState } from 'react';
import { CREATE_TEXTS } from '../create-texts';
import { PreviewButton } from './PreviewButton';

interface PresetMenuProps {
  member: boolean;
  onPick: (preset: SongPreset) => void;
  onLocked: () => void;
}

/**
 * "Choose preset" (Country Rock, Pop, Jazz, Metal). Presets belong to music pro: members get the preset's
 * tags in every group, everyone else the membership modal. Anyone may listen to a preset's 30-second
 * preview first.
 */
export function PresetMenu({ member, onPick, onLocked }: PresetMenuProps) {
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" width={300} trapFocus>
      <Popover.Target>
        <Button
          variant="default"
          leftSection={<IconWand size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-expanded={opened}
          onClick={() => setOpened((o) => !o)}
        >
          {CREATE_TEXTS.choosePreset}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={4} role="group" aria-label={CREATE_TEXTS.choosePreset}>
          {!member && (
            <Text size="xs" c="dimmed">
              <Badge size="xs" variant="gradient" mr={6}>
                Music Pro
              </Badge>
              Presets are part of Music Pro
            </Text>
          )}
          {SONG_PRESETS.map((preset) => {
            const preview = MUSIC_PREVIEWS.find(
              (p) => p.kind === 'preset' && p.id === previewId(preset.name),
            );
            return (
              <Group key={preset.name} gap={4} wrap="nowrap" justify="space-between">
                <Button
                  variant="subtle"
                  justify="flex-start"
                  fullWidth
                  title={flattenSongTags(preset.tags).join(', ')}
                  rightSection={member ? null : <IconLock size={14} aria-label="Music Pro" />}
                  onClick={() => {
                    setOpened(false);
                    if (member) onPick(preset);
                    else onLocked();
                  }}
                >
                  {preset.name}
                </Button>
                {preview && <PreviewButton preview={preview} />}
              </Group>
            );
          })}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

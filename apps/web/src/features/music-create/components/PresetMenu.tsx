import { Badge, Button, Menu } from '@mantine/core';
import { IconChevronDown, IconLock, IconWand } from '@tabler/icons-react';
import { SONG_PRESETS, flattenSongTags, type SongPreset } from '@muse/domain';
import { CREATE_TEXTS } from '../create-texts';

interface PresetMenuProps {
  member: boolean;
  onPick: (preset: SongPreset) => void;
  onLocked: () => void;
}

/**
 * "Choose preset" (Country Rock, Pop, Jazz, Metal). Presets belong to music pro:
 * members get the preset's tags in every group, everyone else the membership modal.
 */
export function PresetMenu({ member, onPick, onLocked }: PresetMenuProps) {
  return (
    <Menu position="bottom-start" width={260}>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconWand size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          {CREATE_TEXTS.choosePreset}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {!member && (
          <Menu.Label>
            <Badge size="xs" variant="gradient" mr={6}>
              Music Pro
            </Badge>
            Presets are part of Music Pro
          </Menu.Label>
        )}
        {SONG_PRESETS.map((preset) => (
          <Menu.Item
            key={preset.name}
            onClick={() => (member ? onPick(preset) : onLocked())}
            rightSection={member ? null : <IconLock size={14} aria-label="Music Pro" />}
            title={flattenSongTags(preset.tags).join(', ')}
          >
            {preset.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

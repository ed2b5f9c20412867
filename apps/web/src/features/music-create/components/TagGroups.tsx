import { Group, Stack, Text } from '@mantine/core';
import { SONG_TAG_GROUPS, SONG_TAG_OPTIONS, type SongTagGroup, type SongTags } from '@muse/domain';
import { missingGroupsText } from '../create-texts';
import { toggleTag } from '../creator-state';
import classes from './MusicCreator.module.css';
import { TagChip } from './TagChip';

interface TagGroupsProps {
  tags: SongTags;
  missing: readonly SongTagGroup[];
  onChange: (group: SongTagGroup, values: string[]) => void;
}

/**
 * The five tag groups of a song as chip groups (music-and-extras.md §2, §5), with the hint "Choose at least
 * 1 option from each group" while any group is empty.
 */
export function TagGroups({ tags, missing, onChange }: TagGroupsProps) {
  const hint = missingGroupsText(missing);
  return (
    <Stack gap="sm">
      {SONG_TAG_GROUPS.map((group) => (
        <fieldset key={group} className={classes.tagGroup}>
          <legend className={classes.tagLegend}>
            {group}
            {missing.includes(group) && (
              <Text span size="xs" className={classes.missing} ml={6}>
                (choose one or more)
              </Text>
            )}
          </legend>
          <Group gap={6}>
            {SONG_TAG_OPTIONS[group].map((option) => {
              const chosen = tags[group] ?? [];
              const checked = chosen.includes(option);
              return (
                <TagChip
                  key={option}
                  label={option}
                  checked={checked}
                  onToggle={() => onChange(group, toggleTag(chosen, option))}
                />
              );
            })}
          </Group>
        </fieldset>
      ))}
      {hint && (
        <Text size="sm" className={classes.missing} role="status" aria-live="polite">
          {hint}
        </Text>
      )}
    </Stack>
  );
}

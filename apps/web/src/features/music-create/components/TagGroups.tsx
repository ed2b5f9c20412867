import { Group, Stack, Text } from '@mantine/core';
import {
  MUSIC_PREVIEWS,
  SONG_TAG_GROUPS,
  SONG_TAG_OPTIONS,
  previewId,
  type SongTagGroup,
  type SongTags,
} from '@muse/domain';
import { missingGroupsText } from '../create-texts';
import { toggleTag } from '../creator-state';
import classes from './MusicCreator.module.css';
import { PreviewButton } from './PreviewButton';
import { TagChip } from './TagChip';

/** The base styles (Genre options) can be heard as 15-second clips. */
const basePreview = (group: SongTagGroup, option: string) =>
  group === 'Genre' ? MUSIC_PREVIEWS.find((p) => p.kind === 'base' && p.id === previewId(option)) : undefined;

interface TagGroupsProps {
  tags: SongTags;
  missing: readonly SongTagGroup[];
  onChange: (group: SongTagGroup, values: string[]) => void;
}

/**
 * The five tag groups of a song as chip groups, with the hint "Choose at least 1 option from each group"
 * while any group is empty: a quiet hint on a fresh form, a warning once the person has started choosing and
 * some group is still empty.
 */
export function TagGroups({ tags, missing, onChange }: TagGroupsProps) {
  const hint = missingGroupsText(missing);
  const started = SONG_TAG_GROUPS.some((group) => (tags[group] ?? []).length > 0);
  const hintClass = started ? classes.missing : classes.pending;
  return (
    <Stack gap="sm">
      {SONG_TAG_GROUPS.map((group) => (
        <fieldset key={group} className={classes.tagGroup}>
          <legend className={classes.tagLegend}>
            {group}
            {missing.includes(group) && (
              <Text span size="xs" className={hintClass} ml={6}>
                (choose one or more)
              </Text>
            )}
          </legend>
          <Group gap={6}>
            {SONG_TAG_OPTIONS[group].map((option) => {
              const chosen = tags[group] ?? [];
              const checked = chosen.includes(option);
              const chip = (
                <TagChip
                  key={option}
                  label={option}
                  checked={checked}
                  onToggle={() => onChange(group, toggleTag(chosen, option))}
                />
              );
              const preview = basePreview(group, option);
              return preview ? (
                <Group key={option} gap={0} wrap="nowrap">
                  {chip}
                  <PreviewButton preview={preview} />
                </Group>
              ) : (
                chip
              );
            })}
          </Group>
        </fieldset>
      ))}
      {hint && (
        <Text size="sm" className={hintClass} role="status" aria-live="polite">
          {hint}
        </Text>
      )}
    </Stack>
  );
}

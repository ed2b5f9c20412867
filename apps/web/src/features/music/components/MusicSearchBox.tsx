import { CloseButton, Loader, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { SEARCH_MAX_CHARS, SEARCH_PLACEHOLDER } from '../music-search';
import classes from './MusicHomePage.module.css';

/** The keyword search: searching starts 1 s after the typing stops; clearing it shows the galleries again. */
export function MusicSearchBox({
  value,
  onChange,
  busy,
}: {
  value: string;
  onChange: (value: string) => void;
  busy: boolean;
}) {
  return (
    <TextInput
      className={classes.search}
      size="lg"
      radius="xl"
      type="search"
      value={value}
      maxLength={SEARCH_MAX_CHARS}
      onChange={(e) => onChange(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && value) {
          e.stopPropagation();
          onChange('');
        }
      }}
      placeholder={SEARCH_PLACEHOLDER}
      aria-label="Search music by keywords"
      leftSection={<IconSearch size={20} aria-hidden />}
      rightSection={
        busy ? (
          <Loader size="xs" />
        ) : value ? (
          <CloseButton aria-label="Clear the search" onClick={() => onChange('')} />
        ) : null
      }
    />
  );
}

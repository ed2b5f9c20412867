import {
  Alert,
  Button,
  Center,
  Chip,
  Group,
  Loader,
  Pagination,
  Slider,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Font } from '@muse/contracts';
import {
  FONT_CATEGORIES,
  FONT_PAGE_SIZE,
  FONT_PAGE_SIZE_MOBILE,
  FONT_PREVIEW_SIZE,
  FONT_TEXTS,
  type FontCategory,
} from '@muse/domain';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../../app/api-error';
import { fontLoader } from './font-loader';
import { pageOfFonts } from './font-paging';
import classes from './FontChooser.module.css';
import { useFontList, useFontStatuses, useLoadFonts } from './use-fonts';

const CATEGORY_LABELS: Record<FontCategory, string> = {
  all: 'All',
  serif: 'Serif',
  'sans-serif': 'Sans serif',
  display: 'Display',
  handwriting: 'Handwriting',
  monospace: 'Monospace',
};

export interface FontChooserProps {
  value: string;
  onChange: (family: string) => void;
}

/**
 * The font chooser: categories, a search, previews drawn in each font (size 12–36), pages of 20 (10 on
 * mobile). Fonts that fail to load are hidden until "Retry Failed Fonts".
 */
export function FontChooser({ value, onChange }: FontChooserProps) {
  const mobile = useMediaQuery('(max-width: 767px)');
  const pageSize = mobile ? FONT_PAGE_SIZE_MOBILE : FONT_PAGE_SIZE;
  const [category, setCategory] = useState<FontCategory>('all');
  const [query, setQuery] = useState('');
  const [previewSize, setPreviewSize] = useState<number>(FONT_PREVIEW_SIZE.default);
  const [page, setPage] = useState(1);
  const list = useFontList(category, query);
  useFontStatuses();

  const failed = fontLoader.failedFamilies();
  const shownPage = pageOfFonts(list.fonts, (f) => fontLoader.status(f) === 'failed', page, pageSize);
  const { pages, current } = shownPage;
  // The same page keeps the same array, so its fonts are asked to load once.
  const pageKey = shownPage.visible.map((f) => f.family).join('|');
  const visible = useMemo(
    () => shownPage.visible,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- pageKey names exactly the visible fonts
    [pageKey],
  );
  useLoadFonts(visible);

  return (
    <Stack gap="sm">
      <TextInput
        aria-label="Search fonts"
        placeholder="Search fonts"
        leftSection={<IconSearch size={16} />}
        value={query}
        onChange={(e) => {
          setQuery(e.currentTarget.value);
          setPage(1);
        }}
      />
      <Chip.Group
        value={category}
        onChange={(c) => {
          setCategory(c as FontCategory);
          setPage(1);
        }}
      >
        <Group gap={6}>
          {FONT_CATEGORIES.map((c) => (
            <Chip key={c} value={c} size="xs">
              {CATEGORY_LABELS[c]}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <div>
        <Text size="xs" c="dimmed">
          Preview size
        </Text>
        <Slider
          thumbLabel="Preview size"
          min={FONT_PREVIEW_SIZE.min}
          max={FONT_PREVIEW_SIZE.max}
          value={previewSize}
          onChange={setPreviewSize}
          size="sm"
        />
      </div>
      {failed.length > 0 && (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconRefresh size={14} />}
          onClick={() => fontLoader.retryFailed()}
        >
          {FONT_TEXTS.retryFailed}
        </Button>
      )}
      {list.isError && !list.data ? (
        <Alert color="red" title={FONT_TEXTS.failed(errorMessage(list.error))}>
          <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : list.isPending ? (
        <Center py="lg">
          <Loader size="sm" aria-label="Loading fonts" />
        </Center>
      ) : visible.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {FONT_TEXTS.none}
        </Text>
      ) : (
        <div className={classes.list} role="listbox" aria-label="Fonts">
          {visible.map((font) => (
            <FontOption
              key={font.family}
              font={font}
              size={previewSize}
              selected={font.family === value}
              onPick={() => onChange(font.family)}
            />
          ))}
        </div>
      )}
      {pages > 1 && (
        <Center>
          <Pagination total={pages} value={current} onChange={setPage} size="sm" siblings={mobile ? 0 : 1} />
        </Center>
      )}
    </Stack>
  );
}

function FontOption({
  font,
  size,
  selected,
  onPick,
}: {
  font: Font;
  size: number;
  selected: boolean;
  onPick: () => void;
}) {
  const loaded = fontLoader.status(font.family) === 'loaded';
  return (
    <UnstyledButton
      className={classes.font}
      role="option"
      aria-selected={selected}
      aria-pressed={selected}
      aria-label={font.family}
      onClick={onPick}
    >
      <span
        className={classes.name}
        style={{ fontFamily: loaded ? `"${font.family}", sans-serif` : undefined, fontSize: size }}
      >
        {font.family}
      </span>
      {!loaded && <Loader size={12} aria-label={`Loading ${font.family}`} />}
    </UnstyledButton>
  );
}

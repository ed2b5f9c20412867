import {
  ActionIcon,
  Button,
  ColorPicker,
  ColorSwatch,
  Group,
  Popover,
  Select,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  COLOUR_PICKER_DEBOUNCE_MS,
  COLOUR_SCHEMES,
  PALETTE,
  canSaveColour,
  colourScheme,
  parseHexColour,
  type ColourScheme,
} from '@muse/domain';
import { IconDeviceFloppy, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useEditor } from '../state/editor-context';
import { SwatchGrid } from './SwatchGrid';
import { forgetColour, readSavedColours, saveColour } from './saved-colours';
import { usePictureColours } from './use-picture-colours';

const SCHEME_LABELS: Record<ColourScheme, string> = {
  image: 'Picture colours',
  complementary: 'Complementary',
  analogous: 'Analogous',
  triadic: 'Triadic',
  tetradic: 'Tetradic',
  splitComplementary: 'Split complementary',
  monochromatic: 'Monochromatic',
};

export interface ColourChooserProps {
  label: string;
  /** '#RRGGBB' or 'transparent' */
  value: string;
  /** `final` is false while the picker is dragged (a preview), true for a chosen colour (one undo step) */
  onChange: (colour: string, final: boolean) => void;
  allowTransparent?: boolean;
}

/**
 * A colour field: a swatch that opens the chooser with the picker, a hex field, the fixed palette, the picture's
 * colours, schemes built from the current colour and the user's saved colours.
 */
export function ColourChooser({ label, value, onChange, allowTransparent = false }: ColourChooserProps) {
  const [opened, setOpened] = useState(false);
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      width={300}
      position="bottom-start"
      shadow="md"
      withinPortal
    >
      <Popover.Target>
        <UnstyledButton
          onClick={() => setOpened((o) => !o)}
          aria-label={`${label}: ${value === 'transparent' ? 'none' : value}`}
        >
          <Group gap="xs" wrap="nowrap">
            <ColorSwatch color={value === 'transparent' ? 'rgba(0,0,0,0)' : value} size={26} withShadow>
              {value === 'transparent' && <IconX size={14} />}
            </ColorSwatch>
            <Text size="sm">{label}</Text>
          </Group>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        {opened && <ChooserBody value={value} onChange={onChange} allowTransparent={allowTransparent} />}
      </Popover.Dropdown>
    </Popover>
  );
}

function ChooserBody({ value, onChange, allowTransparent }: Omit<ColourChooserProps, 'label'>) {
  const { snapshot } = useEditor();
  const pictureColours = usePictureColours(snapshot.doc.image.url);
  const [scheme, setScheme] = useState<ColourScheme>('image');
  const [hexDraft, setHexDraft] = useState(value === 'transparent' ? '' : value);
  const [saved, setSaved] = useState(() => readSavedColours(localStorage));
  // The picker fires on every pointer move; the layer follows at most every 100 ms (spec §9).
  const previewDebounced = useDebouncedCallback((c: string) => onChange(c, false), COLOUR_PICKER_DEBOUNCE_MS);

  const pick = (c: string) => {
    setHexDraft(c);
    onChange(c, true);
  };
  const applyHex = () => {
    const hex = parseHexColour(hexDraft);
    if (hex) pick(hex);
    // anything else is ignored, as the spec says of typed colours
  };

  const base = parseHexColour(value) ?? pictureColours.data?.[0] ?? '#3F6FFF';
  const schemeColours = scheme === 'image' ? (pictureColours.data ?? []) : colourScheme(scheme, base);
  const pickerValue = parseHexColour(value) ?? '#000000';

  return (
    <Stack gap="sm">
      <ColorPicker
        format="hex"
        fullWidth
        value={pickerValue}
        onChange={(c) => {
          setHexDraft(c.toUpperCase());
          previewDebounced(c.toUpperCase());
        }}
        onChangeEnd={(c) => {
          previewDebounced.cancel();
          onChange(c.toUpperCase(), true);
        }}
      />
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          label="Hex"
          size="xs"
          style={{ flex: 1 }}
          value={hexDraft}
          placeholder="#RRGGBB"
          onChange={(e) => setHexDraft(e.currentTarget.value)}
          onKeyDown={(e) => e.key === 'Enter' && applyHex()}
          onBlur={applyHex}
          error={hexDraft !== '' && !parseHexColour(hexDraft) ? ' ' : undefined}
        />
        {allowTransparent && (
          <Button size="xs" variant="default" onClick={() => pick('transparent')}>
            None
          </Button>
        )}
      </Group>
      <SwatchGrid title="Palette" colours={PALETTE} value={value} onPick={pick} />
      <Stack gap={4}>
        <Select
          size="xs"
          label="Colour ideas"
          value={scheme}
          allowDeselect={false}
          data={COLOUR_SCHEMES.map((s) => ({ value: s, label: SCHEME_LABELS[s] }))}
          onChange={(s) => s && setScheme(s as ColourScheme)}
          comboboxProps={{ withinPortal: false }}
        />
        <SwatchGrid
          title={scheme === 'image' ? 'From the picture' : `${SCHEME_LABELS[scheme]} of ${base}`}
          colours={schemeColours}
          value={value}
          onPick={pick}
          empty={
            pictureColours.isPending
              ? 'Reading the picture…'
              : pictureColours.isError
                ? 'The picture’s colours could not be read.'
                : 'No colours found.'
          }
        />
      </Stack>
      <div>
        <Group justify="space-between" mb={4}>
          <Text size="xs" c="dimmed">
            Saved colours
          </Text>
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconDeviceFloppy size={14} />}
            disabled={!canSaveColour(value, saved)}
            onClick={() => setSaved(saveColour(localStorage, value))}
          >
            Save colour
          </Button>
        </Group>
        {saved.length === 0 ? (
          <Text size="xs" c="dimmed" fs="italic">
            Colours you save appear here.
          </Text>
        ) : (
          <Group gap={4}>
            {saved.map((c) => (
              <Group key={c} gap={0} wrap="nowrap">
                <UnstyledButton aria-label={`Colour ${c}`} title={c} onClick={() => pick(c)}>
                  <ColorSwatch color={c} size={22} radius="sm" withShadow />
                </UnstyledButton>
                <ActionIcon
                  size="xs"
                  variant="subtle"
                  color="gray"
                  aria-label={`Forget ${c}`}
                  onClick={() => setSaved(forgetColour(localStorage, c))}
                >
                  <IconX size={10} />
                </ActionIcon>
              </Group>
            ))}
          </Group>
        )}
      </div>
    </Stack>
  );
}

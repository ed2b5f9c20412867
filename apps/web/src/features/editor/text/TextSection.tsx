import { ActionIcon, Group, SegmentedControl, Select, Stack, Textarea, Tooltip } from '@mantine/core';
import { FONT_WEIGHTS, type TextLayer } from '@muse/domain';
import {
  IconAlignCenter,
  IconAlignJustified,
  IconAlignLeft,
  IconAlignRight,
  IconItalic,
} from '@tabler/icons-react';
import { useState } from 'react';
import { FontPicker } from '../fonts';
import { FontSizeField } from './FontSizeField';
import type { LayerChange } from './layer-change';

const WEIGHT_NAMES: Record<string, string> = {
  normal: 'Normal',
  '100': 'Thin 100',
  '200': 'Extra light 200',
  '300': 'Light 300',
  '400': 'Regular 400',
  '500': 'Medium 500',
  '600': 'Semi bold 600',
  '700': 'Bold 700',
  '800': 'Extra bold 800',
  '900': 'Black 900',
};

const ALIGNS = [
  { value: 'left', label: 'Left', icon: IconAlignLeft },
  { value: 'center', label: 'Centre', icon: IconAlignCenter },
  { value: 'right', label: 'Right', icon: IconAlignRight },
  { value: 'justify', label: 'Justify', icon: IconAlignJustified },
] as const;

/** Content, font, size, weight, italic, alignment, decoration and letter case. */
export function TextSection({ change }: { change: LayerChange }) {
  const { layer, preview, commit } = change;
  return (
    <Stack gap="sm">
      <ContentField key={layer.id} change={change} />
      <FontPicker value={layer.fontFamily} onChange={(fontFamily) => commit({ fontFamily })} />
      <FontSizeField
        value={layer.fontSize}
        onPreview={(fontSize) => preview({ fontSize })}
        onCommit={(fontSize) => commit({ fontSize })}
      />
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <Select
          label="Weight"
          size="xs"
          style={{ flex: 1 }}
          allowDeselect={false}
          value={String(layer.fontWeight)}
          data={FONT_WEIGHTS.map((w) => ({ value: String(w), label: WEIGHT_NAMES[String(w)] ?? String(w) }))}
          onChange={(w) => w && commit({ fontWeight: w === 'normal' ? 'normal' : Number(w) })}
        />
        <Tooltip label="Italic">
          <ActionIcon
            size={30}
            variant={layer.fontStyle === 'italic' ? 'filled' : 'default'}
            aria-label="Italic"
            aria-pressed={layer.fontStyle === 'italic'}
            onClick={() => commit({ fontStyle: layer.fontStyle === 'italic' ? 'normal' : 'italic' })}
          >
            <IconItalic size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <SegmentedControl
        size="xs"
        fullWidth
        aria-label="Alignment"
        value={layer.textAlign}
        onChange={(a) => commit({ textAlign: a as TextLayer['textAlign'] })}
        data={ALIGNS.map(({ value, label, icon: Icon }) => ({
          value,
          label: <Icon size={16} aria-label={label} />,
        }))}
      />
      <SegmentedControl
        size="xs"
        fullWidth
        aria-label="Decoration"
        value={layer.textDecoration}
        onChange={(d) => commit({ textDecoration: d as TextLayer['textDecoration'] })}
        data={[
          { value: 'none', label: 'Plain' },
          { value: 'underline', label: 'Underline' },
          { value: 'line-through', label: 'Strike' },
        ]}
      />
      <SegmentedControl
        size="xs"
        fullWidth
        aria-label="Letter case"
        value={layer.textTransform}
        onChange={(t) => commit({ textTransform: t as TextLayer['textTransform'] })}
        data={[
          { value: 'none', label: 'As typed' },
          { value: 'uppercase', label: 'ABC' },
          { value: 'lowercase', label: 'abc' },
          { value: 'capitalize', label: 'Abc' },
        ]}
      />
    </Stack>
  );
}

/** The text itself: shown on the canvas while typing, kept (and the size fitted) when the field is left. */
function ContentField({ change }: { change: LayerChange }) {
  const [draft, setDraft] = useState<string | null>(null);
  const finish = () => {
    if (draft === null) return;
    setDraft(null);
    change.commitContent(draft);
  };
  return (
    <Textarea
      label="Text"
      size="sm"
      autosize
      minRows={2}
      maxRows={6}
      value={draft ?? change.layer.content}
      onChange={(e) => {
        setDraft(e.currentTarget.value);
        change.preview({ content: e.currentTarget.value });
      }}
      onBlur={finish}
    />
  );
}

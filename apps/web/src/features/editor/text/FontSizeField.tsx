import { ActionIcon, Group, Menu, TextInput } from '@mantine/core';
import { FONT_SIZE_PRESETS, acceptFontSizeInput, stepFontSize } from '@muse/domain';
import { IconChevronDown, IconMinus, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useHoldStepper } from './use-hold-repeat';

interface FontSizeFieldProps {
  value: number;
  onPreview: (size: number) => void;
  onCommit: (size: number) => void;
}

/**
 * Font size: typed 6–500 (other entries are ignored), − and + step 0.1 within 8–200 and repeat every 100 ms
 * while held, and the spec's presets.
 */
export function FontSizeField({ value, onPreview, onCommit }: FontSizeFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const downHold = useHoldStepper({ value, next: (v) => stepFontSize(v, -1), onPreview, onCommit });
  const upHold = useHoldStepper({ value, next: (v) => stepFontSize(v, 1), onPreview, onCommit });

  const applyDraft = () => {
    if (draft === null) return;
    const next = acceptFontSizeInput(value, Number(draft.replace(',', '.')));
    setDraft(null);
    if (next !== value) onCommit(next);
  };

  return (
    <Group gap={4} wrap="nowrap" align="flex-end">
      <TextInput
        label="Size"
        size="xs"
        inputMode="decimal"
        style={{ flex: 1 }}
        value={draft ?? String(value)}
        onChange={(e) => setDraft(e.currentTarget.value)}
        onBlur={applyDraft}
        onKeyDown={(e) => e.key === 'Enter' && applyDraft()}
        rightSection={
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon size="sm" variant="subtle" color="gray" aria-label="Size presets">
                <IconChevronDown size={14} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown mah={260} style={{ overflowY: 'auto' }}>
              {FONT_SIZE_PRESETS.map((size) => (
                <Menu.Item key={size} onClick={() => onCommit(size)}>
                  {size}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        }
      />
      <ActionIcon variant="default" size={30} aria-label="Smaller" {...downHold}>
        <IconMinus size={14} />
      </ActionIcon>
      <ActionIcon variant="default" size={30} aria-label="Larger" {...upHold}>
        <IconPlus size={14} />
      </ActionIcon>
    </Group>
  );
}

import { SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { adjustmentFilter } from '@muse/domain';
import { EFFECT_PRESETS, activeEffect, applyEffect } from '../effects';
import { useEditor } from '../state/editor-context';
import classes from './EffectsPanel.module.css';

/** Effects: ready-made looks, each one undo step; the sliders of Adjust fine-tune them afterwards. */
export function EffectsPanel() {
  const { store, snapshot } = useEditor();
  const { adjustments, image } = snapshot.doc;
  const active = activeEffect(adjustments);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Pick a look. You can fine-tune it with Adjust afterwards.
      </Text>
      <SimpleGrid cols={3} spacing="xs" role="group" aria-label="Effects">
        {EFFECT_PRESETS.map((preset) => (
          <UnstyledButton
            key={preset.id}
            className={classes.preset}
            data-active={active === preset.id || undefined}
            aria-pressed={active === preset.id}
            disabled={snapshot.ui.busy}
            onClick={() =>
              store.commit((doc) => ({ ...doc, adjustments: applyEffect(doc.adjustments, preset) }))
            }
          >
            <img
              src={image.url}
              alt=""
              className={classes.thumb}
              style={{ filter: adjustmentFilter(applyEffect(adjustments, preset)) }}
            />
            <span className={classes.label}>{preset.label}</span>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

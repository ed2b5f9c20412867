import { Accordion, Button, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { TEXT_DEFAULTS, rotateByStep } from '@muse/domain';
import { IconCopy, IconPlus, IconRotate, IconRotateClockwise, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { notifyError } from '../../../app/notify';
import { useLayerFonts } from '../fonts';
import { useEditor } from '../state/editor-context';
import { addTextLayer } from './add-text';
import { layerChange } from './layer-change';
import { LayerList } from './LayerList';
import { ColourSection, OutlineSection, SpacingSection } from './StyleSections';
import { TextSection } from './TextSection';
import { deleteSelected, duplicateSelected } from './use-text-shortcuts';

/** The text tool's panel: add text, the layers, and every style of the selected layer. */
export function TextPanel() {
  const { store, snapshot } = useEditor();
  const { textLayers } = snapshot.doc;
  const selected = textLayers.find((l) => l.id === snapshot.ui.selectedLayerId) ?? null;
  const mobile = !!useMediaQuery('(max-width: 767px)');
  const [adding, setAdding] = useState(false);
  // The default font starts loading with the panel, so a new text shows in it at once.
  useLayerFonts([TEXT_DEFAULTS.fontFamily]);

  const add = async () => {
    setAdding(true);
    try {
      await addTextLayer(store);
    } catch (error) {
      notifyError(error, { title: 'The text could not be added' });
    } finally {
      setAdding(false);
    }
  };

  const change = selected ? layerChange(store, selected) : null;
  return (
    <Stack gap="md">
      <Button
        leftSection={<IconPlus size={16} />}
        loading={adding}
        disabled={snapshot.ui.busy}
        onClick={() => void add()}
      >
        Add text
      </Button>
      <LayerList
        layers={textLayers}
        selectedId={selected?.id ?? null}
        onSelect={(id) => store.setUi({ selectedLayerId: id })}
      />
      {change && selected ? (
        <>
          <Group gap="xs" grow>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconCopy size={14} />}
              onClick={() => duplicateSelected(store)}
            >
              Duplicate
            </Button>
            <Button
              size="xs"
              variant="default"
              color="red"
              leftSection={<IconTrash size={14} />}
              onClick={() => deleteSelected(store)}
            >
              Delete
            </Button>
          </Group>
          {mobile && (
            <Group gap="xs" grow>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconRotate size={14} />}
                onClick={() => change.commit({ rotation: rotateByStep(selected.rotation, -1) })}
              >
                Turn left 15°
              </Button>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconRotateClockwise size={14} />}
                onClick={() => change.commit({ rotation: rotateByStep(selected.rotation, 1) })}
              >
                Turn right 15°
              </Button>
            </Group>
          )}
          <Accordion multiple defaultValue={['text']} variant="separated">
            <Accordion.Item value="text">
              <Accordion.Control>Text and font</Accordion.Control>
              <Accordion.Panel>
                <TextSection change={change} />
              </Accordion.Panel>
            </Accordion.Item>
            <Accordion.Item value="colours">
              <Accordion.Control>Colours</Accordion.Control>
              <Accordion.Panel>
                <ColourSection change={change} />
              </Accordion.Panel>
            </Accordion.Item>
            <Accordion.Item value="outline">
              <Accordion.Control>Outline and shadow</Accordion.Control>
              <Accordion.Panel>
                <OutlineSection change={change} />
              </Accordion.Panel>
            </Accordion.Item>
            <Accordion.Item value="spacing">
              <Accordion.Control>Spacing and rotation</Accordion.Control>
              <Accordion.Panel>
                <SpacingSection change={change} />
              </Accordion.Panel>
            </Accordion.Item>
          </Accordion>
        </>
      ) : (
        textLayers.length > 0 && (
          <Text size="sm" c="dimmed">
            Select a text on the picture or in the list to style it. Double-click a text to change its words.
          </Text>
        )
      )}
    </Stack>
  );
}

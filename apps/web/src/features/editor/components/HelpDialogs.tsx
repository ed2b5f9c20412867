import { ActionIcon, List, Menu, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { IconHelp } from '@tabler/icons-react';
import { useState } from 'react';

type Guide = 'ai' | 'text';

const GUIDES: Record<Guide, { title: string; intro: string; steps: string[] }> = {
  ai: {
    title: 'AI-edit quick start',
    intro: 'The AI tools change your picture for a few credits. Each tool shows its price before you start.',
    steps: [
      'Pick an AI tool from the rail: Remove background, Upscale, Expand, Area edit, Variation or Edit with words.',
      'For Area edit, draw around the part you want to change, then say what should be there.',
      'For Edit with words, describe the change, for example “make it snowy”.',
      'Press Apply and wait a moment. The result becomes one step you can undo.',
      'Happy with it? Save keeps it in My creations; Download saves it on your device.',
    ],
  },
  text: {
    title: 'Text tool guide',
    intro: 'Put words on your picture and style them.',
    steps: [
      'Choose Text in the rail and press Add text. The colour is picked to stand out from the picture.',
      'Drag the text to move it; it snaps to the edges, the middle and other texts.',
      'Drag the corners to resize it and the round handle to turn it.',
      'Double-click a text to change the words.',
      'Ctrl+D makes a copy, Delete removes it and Escape lets go of it.',
    ],
  },
};

/** The help menu: the AI-edit quick start and the text tool guide. */
export function HelpDialogs() {
  const [open, setOpen] = useState<Guide | null>(null);
  const guide = open ? GUIDES[open] : null;
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Tooltip label="Help">
            <ActionIcon variant="default" size="lg" aria-label="Help">
              <IconHelp size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => setOpen('ai')}>{GUIDES.ai.title}</Menu.Item>
          <Menu.Item onClick={() => setOpen('text')}>{GUIDES.text.title}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal opened={!!guide} onClose={() => setOpen(null)} title={guide?.title} centered>
        {guide && (
          <Stack gap="sm">
            <Text size="sm">{guide.intro}</Text>
            <List type="ordered" size="sm" spacing={6}>
              {guide.steps.map((step) => (
                <List.Item key={step}>{step}</List.Item>
              ))}
            </List>
          </Stack>
        )}
      </Modal>
    </>
  );
}

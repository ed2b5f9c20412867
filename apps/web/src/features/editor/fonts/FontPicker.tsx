import { Button, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { FontChooser } from './FontChooser';

/** A field showing the chosen font in its face; it opens the chooser in a dialog and closes on a choice. */
export function FontPicker({ value, onChange }: { value: string; onChange: (family: string) => void }) {
  const [opened, setOpened] = useState(false);
  const mobile = useMediaQuery('(max-width: 767px)');
  return (
    <>
      <Button
        variant="default"
        fullWidth
        justify="space-between"
        rightSection={<IconChevronDown size={16} />}
        onClick={() => setOpened(true)}
        aria-label={`Font: ${value}`}
        styles={{ label: { fontFamily: `"${value}", sans-serif` } }}
      >
        {value}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Choose a font" fullScreen={!!mobile}>
        <FontChooser
          value={value}
          onChange={(family) => {
            onChange(family);
            setOpened(false);
          }}
        />
      </Modal>
    </>
  );
}

import { Button, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { CREATE_TEXTS } from '../create-texts';
import classes from './MusicCreator.module.css';

/** Back on the left, the flow's main action on the right. */
export function FlowFooter({ onBack, children }: { onBack: () => void; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="sm" className={classes.footer}>
      <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack}>
        {CREATE_TEXTS.back}
      </Button>
      {children}
    </Group>
  );
}

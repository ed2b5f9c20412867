import { CloseButton, Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './EditorLayout.module.css';

/** The active tool's settings beside the canvas (wide screens). */
export function SettingsPanel({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      className={classes.panel}
      component="section"
      aria-label={`${title} settings`}
    >
      <Group justify="space-between" wrap="nowrap" className={classes.panelHeader}>
        <Text fw={600}>{title}</Text>
        <CloseButton aria-label="Hide settings" onClick={onClose} />
      </Group>
      <div className={classes.panelBody}>{children}</div>
    </Paper>
  );
}

import type { ReactNode } from 'react';
import { Group, Modal, Title, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { GLOBAL_DIALOG_Z_INDEX } from './layers';

export interface DialogFrameProps extends Omit<ModalProps, 'title' | 'zIndex' | 'fullScreen'> {
  /** the dialog's heading (its accessible name) */
  title: string;
  /** shown before the heading */
  icon?: ReactNode;
  /** full screen on phones, for the dialogs whose offers need the room */
  fullScreenOnPhone?: boolean;
}

/**
 * The frame of the app-wide dialogs that open from anywhere (credits, buying): above the full-screen viewer,
 * padded, an icon and a level-2 heading, and a Close button that says so.
 */
export function DialogFrame({
  title,
  icon,
  fullScreenOnPhone = false,
  children,
  ...modal
}: DialogFrameProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const heading = (
    <Title order={2} fz="h3">
      {title}
    </Title>
  );
  return (
    <Modal
      zIndex={GLOBAL_DIALOG_Z_INDEX}
      fullScreen={fullScreenOnPhone && phone}
      padding="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={
        icon ? (
          <Group gap="sm" wrap="nowrap">
            {icon}
            {heading}
          </Group>
        ) : (
          heading
        )
      }
      {...modal}
    >
      {children}
    </Modal>
  );
}

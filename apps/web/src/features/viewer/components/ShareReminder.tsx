import { useId, useState } from 'react';
import { Button, CloseButton, Group, Paper, Text, Transition } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import type { useViewerActions } from '../hooks/use-viewer-actions';
import classes from './ViewerPage.module.css';

interface ShareReminderProps {
  opened: boolean;
  /** The viewer's share action: copies the image's share link (GET /images/sharelink/{filename}). */
  share: ReturnType<typeof useViewerActions>['share'];
  onClose: () => void;
}

/**
 * A share reminder shows on the first like and then on every 5th like: a small card above the action
 * bar inviting to share the image just liked. It does not take the focus or block the viewer.
 */
export function ShareReminder({ opened, share, onClose }: ShareReminderProps) {
  const titleId = useId();
  // Only this card's own copy attempt: an earlier failure of the bar's share button is not repeated here.
  const [failed, setFailed] = useState(false);
  const copy = () => {
    setFailed(false);
    share.mutate(undefined, { onSuccess: onClose, onError: () => setFailed(true) });
  };
  return (
    <div className={classes.reminderAnchor}>
      <Transition mounted={opened} transition="pop" duration={150}>
        {(style) => (
          <Paper
            className={classes.reminder}
            style={style}
            shadow="lg"
            radius="md"
            p="md"
            role="dialog"
            aria-labelledby={titleId}
          >
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Text id={titleId} fw={600}>
                Glad you like it! Share it?
              </Text>
              <CloseButton size="sm" aria-label="Dismiss" onClick={onClose} />
            </Group>
            <Text size="sm" c="dimmed" mt={4}>
              Copy the link to this image and send it to your friends.
            </Text>
            {failed && (
              <Text size="sm" c="red" mt={6} role="alert">
                Couldn't copy the link. Try again.
              </Text>
            )}
            <Group justify="flex-end" gap="xs" mt="sm">
              <Button size="xs" variant="default" onClick={onClose}>
                Not now
              </Button>
              <Button
                size="xs"
                leftSection={<IconLink size={14} aria-hidden />}
                loading={share.isPending}
                onClick={copy}
              >
                Copy link
              </Button>
            </Group>
          </Paper>
        )}
      </Transition>
    </div>
  );
}

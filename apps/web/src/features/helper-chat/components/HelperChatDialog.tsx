import { Alert, Button, Group, Modal, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { useNavigate } from '../../../shared/routing';
import { handOffOf } from '@muse/domain';
import { ErrorState } from '../../../shared/ErrorState';
import { LoadingState } from '../../../shared/LoadingState';
import { AssistantChat, assistantVoiceId, useOffice, welcomeMessage } from '../../offices';
import { HELPER_NOT_SET_UP, handOffPath } from '../helper-access';
import { useHelperOffice } from '../hooks/use-helper-office';
import classes from './HelperChat.module.css';

/**
 * The helper chat's panel over a dim overlay: full screen under 500 px wide, centred otherwise. It talks to
 * the office of GET /offices/imagechat.
 */
export function HelperChatDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const narrow = useMediaQuery('(max-width: 499px)');
  const navigate = useNavigate();
  // "Make me an image of…", "a song about…", "a video of…" open that generator with the prompt filled in.
  const handOff = (question: string) => {
    const request = handOffOf(question);
    if (!request) return false;
    onClose();
    void navigate(handOffPath(request));
    return true;
  };
  const helper = useHelperOffice(opened);
  const officeId = helper.data;
  // The assistant's welcome opens the conversation, as on its own page.
  const office = useOffice(officeId ?? '', { enabled: typeof officeId === 'string' });
  const welcome = office.data
    ? { text: welcomeMessage(office.data), voiceId: assistantVoiceId(office.data) }
    : null;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen={narrow}
      centered
      size={560}
      padding={narrow ? 'sm' : 'md'}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={
        <Title order={2} fz="h4">
          Chat with us
        </Title>
      }
    >
      {helper.isPending ? (
        <LoadingState label="Connecting…" />
      ) : helper.isError ? (
        <ErrorState
          title="Couldn't open the chat"
          error={helper.error}
          onRetry={() => void helper.refetch()}
          retrying={helper.isFetching}
        />
      ) : typeof officeId === 'string' ? (
        <div className={narrow ? `${classes.body} ${classes.full}` : classes.body}>
          <AssistantChat key={officeId} officeId={officeId} welcome={welcome} beforeAsk={handOff} />
        </div>
      ) : (
        <>
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
            <Text size="sm">{HELPER_NOT_SET_UP}</Text>
          </Alert>
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}

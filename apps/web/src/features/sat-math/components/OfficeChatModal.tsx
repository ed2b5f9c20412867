import { Button, Group, Modal, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { MathText } from '../../../shared/math-text';
import {
  AssistantChat,
  ChatBubble,
  DEFAULT_VOICE_ID,
  assistantName,
  assistantVoiceId,
  useOffice,
  welcomeMessage,
} from '../../offices';
import classes from './SatMath.module.css';

/**
 * A full-screen chat with the office's assistant (its answer engine). With `intro`, the chat opens on that
 * text, a concept's explanation with its math typeset, instead of the welcome message.
 */
export function OfficeChatModal({
  officeId,
  opened,
  onClose,
  title,
  intro,
}: {
  officeId: string;
  opened: boolean;
  onClose: () => void;
  title?: string;
  intro?: string;
}) {
  const office = useOffice(officeId, { enabled: opened });
  const name = office.data ? assistantName(office.data) : 'Assistant';
  const voiceId = office.data ? assistantVoiceId(office.data) : DEFAULT_VOICE_ID;
  const welcomeText = office.data ? welcomeMessage(office.data) : '';
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen
      withCloseButton={false}
      padding="md"
      aria-label={title ?? name}
      classNames={{ content: classes.chatModalContent, body: classes.chatModalBody }}
      transitionProps={{ transition: 'fade', duration: 120 }}
    >
      <Group gap="sm" wrap="nowrap" className={classes.chatHeader}>
        <Button
          variant="subtle"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
          onClick={onClose}
          px="xs"
        >
          Back
        </Button>
        <Text fw={700} truncate>
          {title ?? name}
        </Text>
      </Group>
      {intro && (
        <div className={classes.chatIntro}>
          <ChatBubble role="assistant">
            <MathText text={intro} />
          </ChatBubble>
        </div>
      )}
      <div className={classes.chatArea}>
        {opened && (
          <AssistantChat
            key={`${officeId}:${intro ?? ''}`}
            officeId={officeId}
            welcome={!intro && welcomeText ? { text: welcomeText, voiceId } : null}
          />
        )}
      </div>
    </Modal>
  );
}

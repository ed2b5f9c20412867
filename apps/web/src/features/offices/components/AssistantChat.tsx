import { useEffect, useRef } from 'react';
import { ActionIcon, Alert, Button, Group, Loader, Text } from '@mantine/core';
import { IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { errorMessage } from '../../../app/api-error';
import { useAssistantChat } from '../hooks/use-assistant-chat';
import { useSpeech } from '../hooks/use-speech';
import { ChatBubble, ThinkingIndicator } from './ChatBubble';
import { ChatInput } from './ChatInput';
import { FollowUpChips } from './FollowUpChips';
import classes from './AssistantChat.module.css';

export interface AssistantChatProps {
  officeId: string;
  /** the welcome message first, with a play button that speaks it in the assistant's voice */
  welcome?: { text: string; voiceId: string } | null;
  /** asked first with each question; true when it took the question elsewhere (the helper's hand-off) */
  beforeAsk?: (question: string) => boolean;
}

/**
 * A conversation with an office's assistant: the welcome message, the transcript (restored from earlier
 * visits), a thinking indicator, follow-up question chips and the question box. Fills its parent's height.
 */
export function AssistantChat({ officeId, welcome, beforeAsk }: AssistantChatProps) {
  const chat = useAssistantChat(officeId);
  const speech = useSpeech();
  const logRef = useRef<HTMLDivElement>(null);
  const count = chat.entries.length;

  // The newest message stays in view.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [count, chat.thinking, chat.error, chat.followUps.length]);

  const speaking = speech.speakingKey === 'welcome';
  return (
    <div className={classes.chat}>
      <div ref={logRef} className={classes.log} role="log" aria-label="Conversation">
        {welcome?.text && (
          <ChatBubble
            role="assistant"
            aside={
              <ActionIcon
                variant="light"
                radius="xl"
                size="lg"
                aria-label={speaking ? 'Stop the welcome message' : 'Play the welcome message'}
                onClick={() =>
                  speaking ? speech.stop() : void speech.speak(welcome.text, welcome.voiceId, 'welcome')
                }
              >
                {speaking ? (
                  <IconPlayerStop size={18} aria-hidden />
                ) : (
                  <IconPlayerPlay size={18} aria-hidden />
                )}
              </ActionIcon>
            }
          >
            {welcome.text}
          </ChatBubble>
        )}
        {chat.restoring && (
          <Group gap="xs" justify="center" role="status">
            <Loader size="xs" type="dots" />
            <Text size="xs" c="dimmed">
              Loading the conversation…
            </Text>
          </Group>
        )}
        {chat.entries.map((entry) => (
          <ChatBubble key={entry.id} role={entry.role}>
            {entry.content}
          </ChatBubble>
        ))}
        {chat.thinking && <ThinkingIndicator />}
        {chat.error && !chat.thinking && (
          <Alert color="red" variant="light" role="alert" title="No answer this time">
            <Group gap="sm" justify="space-between">
              <Text size="sm">{errorMessage(chat.error)}</Text>
              <Button size="xs" variant="default" onClick={chat.retry}>
                Try again
              </Button>
            </Group>
          </Alert>
        )}
      </div>
      <FollowUpChips questions={chat.followUps} onAsk={chat.ask} />
      <ChatInput onSend={(q) => (beforeAsk?.(q) ? undefined : chat.ask(q))} busy={chat.thinking} />
      <audio {...speech.audioProps} />
    </div>
  );
}

import { useState } from 'react';
import { Button, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { OFFICE_LIMITS } from '@muse/contracts';
import { sendableQuestion } from '../transcript';
import classes from './AssistantChat.module.css';

const MAX = OFFICE_LIMITS.askQuestion;

/**
 * The question box: at most 5000 characters, Submit disabled while empty. Enter sends, Shift+Enter starts a
 * new line.
 */
export function ChatInput({ onSend, busy }: { onSend: (question: string) => void; busy: boolean }) {
  const [text, setText] = useState('');
  const question = sendableQuestion(text, MAX);
  const send = () => {
    if (!question || busy) return;
    onSend(question);
    setText('');
  };
  return (
    <form
      className={classes.form}
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <Textarea
        className={classes.input}
        label="Your question"
        labelProps={{ className: classes.srOnly }}
        placeholder="Ask a question…"
        autosize
        minRows={1}
        maxRows={5}
        maxLength={MAX}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            send();
          }
        }}
        description={
          text.length > MAX - 500 ? (
            <Text span size="xs" c={text.length >= MAX ? 'red' : 'dimmed'}>
              {text.length}/{MAX}
            </Text>
          ) : undefined
        }
        inputWrapperOrder={['label', 'input', 'description']}
      />
      <Button
        type="submit"
        disabled={!question}
        loading={busy}
        rightSection={<IconSend size={16} aria-hidden />}
      >
        Send
      </Button>
    </form>
  );
}

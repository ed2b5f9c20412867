import type { ReactNode } from 'react';
import classes from './AssistantChat.module.css';

/** One message of the chat: the user's on the right, the assistant's on the left. */
export function ChatBubble({
  role,
  children,
  aside,
}: {
  role: 'user' | 'assistant';
  children: ReactNode;
  /** something beside the bubble (the welcome message's play button) */
  aside?: ReactNode;
}) {
  return (
    <div className={classes.row} data-role={role} data-message={role}>
      <div className={classes.bubble}>
        <span className={classes.srOnly}>{role === 'user' ? 'You: ' : 'Assistant: '}</span>
        {children}
      </div>
      {aside}
    </div>
  );
}

/** The assistant is writing its answer. */
export function ThinkingIndicator() {
  return (
    <div className={classes.row} data-role="assistant" role="status">
      <div className={classes.bubble}>
        <span className={classes.srOnly}>The assistant is thinking…</span>
        <span className={classes.dots} aria-hidden>
          <span />
          <span />
          <span />
        </span>
      </div>
    </div>
  );
}

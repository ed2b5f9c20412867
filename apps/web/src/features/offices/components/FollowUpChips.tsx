import { Button } from '@mantine/core';
import classes from './AssistantChat.module.css';

/** The answer's follow-up questions; clicking one asks it. */
export function FollowUpChips({ questions, onAsk }: { questions: string[]; onAsk: (q: string) => void }) {
  if (questions.length === 0) return null;
  return (
    <div className={classes.chips} role="group" aria-label="Follow-up questions">
      {questions.map((question) => (
        <Button
          key={question}
          className={classes.chip}
          size="compact-sm"
          variant="light"
          radius="xl"
          onClick={() => onAsk(question)}
        >
          {question}
        </Button>
      ))}
    </div>
  );
}

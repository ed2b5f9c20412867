import { Anchor, List, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { parseMarkdown, type Inline } from '../simple-markdown';

function Runs({ runs }: { runs: Inline[] }) {
  return runs.map((run, i) => {
    if (run.kind === 'bold') return <strong key={i}>{run.text}</strong>;
    if (run.kind === 'italic') return <em key={i}>{run.text}</em>;
    if (run.kind === 'link')
      return (
        <Anchor key={i} href={run.href} target="_blank" rel="noopener noreferrer">
          {run.text}
        </Anchor>
      );
    return <Fragment key={i}>{run.text}</Fragment>;
  });
}

/** A notification's content: plain text with a little markdown, rendered as elements (never as HTML). */
export function NotificationContent({ content }: { content: string }) {
  const blocks = parseMarkdown(content);
  if (blocks.length === 0) return null;
  return (
    <Stack gap="xs">
      {blocks.map((block, i) =>
        block.kind === 'list' ? (
          <List key={i} size="sm" spacing={2}>
            {block.items.map((item, j) => (
              <List.Item key={j}>
                <Runs runs={item} />
              </List.Item>
            ))}
          </List>
        ) : (
          <Text key={i} size="sm">
            {block.lines.map((line, j) => (
              <Fragment key={j}>
                {j > 0 && <br />}
                <Runs runs={line} />
              </Fragment>
            ))}
          </Text>
        ),
      )}
    </Stack>
  );
}

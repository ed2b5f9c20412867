import { ActionIcon, Card, Code, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconMail } from '@tabler/icons-react';
import type { OutboxMessage } from '@muse/contracts';
import { formatDateTime, formatRelativeTime } from '../../../shared/format-time';
import { findLoginCode } from '../outbox-text';
import classes from './OutboxMessageCard.module.css';

function CopyCode({ code }: { code: string }) {
  return (
    <Group gap="xs" className={classes.code} wrap="nowrap">
      <Text className={classes.codeDigits} aria-label={`Code ${code.split('').join(' ')}`}>
        {code}
      </Text>
      <CopyButton value={code} timeout={1500}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : 'Copy code'}>
            <ActionIcon
              variant={copied ? 'filled' : 'light'}
              color={copied ? 'teal' : 'muse'}
              onClick={copy}
              aria-label={copied ? 'Copied' : `Copy code ${code}`}
              size="lg"
            >
              {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

/** One email of the dev outbox: recipient, subject, when, the code (copyable) and the full text. */
export function OutboxMessageCard({ message }: { message: OutboxMessage }) {
  const code = findLoginCode(message.text);
  return (
    <Card component="article" padding="lg" aria-label={message.subject}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconMail size={20} stroke={1.6} className={classes.icon} aria-hidden />
        <Stack gap={2} miw={0}>
          <Text fw={600}>{message.subject}</Text>
          <Text size="sm" c="dimmed" className={classes.meta}>
            To {message.to} ·{' '}
            <time dateTime={message.createdOn} title={formatDateTime(message.createdOn)}>
              {formatRelativeTime(message.createdOn)}
            </time>
          </Text>
        </Stack>
      </Group>
      {code && <CopyCode code={code} />}
      <Code block mt="md" className={classes.text}>
        {message.text}
      </Code>
    </Card>
  );
}

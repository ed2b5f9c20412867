import type { ReactNode } from 'react';
import { Button, Group, Text } from '@mantine/core';

/** A row of the account page's cards for an action that ends something: what it does, and its red button. */
export function AccountActionRow(props: {
  title: string;
  description: string;
  icon: ReactNode;
  onClick: () => void;
}) {
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <div>
        <Text fw={600}>{props.title}</Text>
        <Text size="sm" c="dimmed">
          {props.description}
        </Text>
      </div>
      <Button variant="light" color="red" leftSection={props.icon} onClick={props.onClick}>
        {props.title}
      </Button>
    </Group>
  );
}

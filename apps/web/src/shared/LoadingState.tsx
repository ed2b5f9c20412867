import { Center, Loader, Stack, Text } from '@mantine/core';

/** A centred spinner with an optional label, announced politely to screen readers. */
export function LoadingState({
  label = 'Loading…',
  minHeight = 160,
}: {
  label?: string;
  minHeight?: number | string;
}) {
  return (
    <Center mih={minHeight} role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader size="md" type="dots" />
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}

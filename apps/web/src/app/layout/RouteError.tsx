import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { MuseMark } from '../../shared/MuseMark';

/** Shown when a page fails to render or to load (e.g. an old tab after an update). */
export function RouteError() {
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" ta="center" gap="md" maw={420}>
        <MuseMark size={48} />
        <Title order={1} fz="h2">
          Something went wrong
        </Title>
        <Text c="dimmed">
          This page hit an error. Reloading usually helps; if Muse was just updated, it loads the new version.
        </Text>
        <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Stack>
    </Center>
  );
}

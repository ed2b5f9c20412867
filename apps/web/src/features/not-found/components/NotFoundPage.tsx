import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useLocation } from '../../../shared/routing';
import { PageContainer } from '../../../shared/PageContainer';
import classes from './NotFoundPage.module.css';

/** The page of a route that does not exist. */
export function NotFoundPage() {
  useDocumentTitle('Page not found · Muse');
  const { pathname } = useLocation();
  return (
    <PageContainer size="sm">
      <Stack align="center" ta="center" gap="md" py={{ base: 'xl', sm: 80 }}>
        <Text className={classes.code} aria-hidden>
          404
        </Text>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          Page not found
        </Title>
        <Text c="dimmed" maw={440}>
          There is nothing at{' '}
          <Text span ff="monospace">
            {pathname}
          </Text>
          . The link may be old, or the page may have moved.
        </Text>
        <Group mt="sm">
          <Button component={Link} to="/" leftSection={<IconArrowLeft size={16} aria-hidden />} size="md">
            Go home
          </Button>
        </Group>
      </Stack>
    </PageContainer>
  );
}

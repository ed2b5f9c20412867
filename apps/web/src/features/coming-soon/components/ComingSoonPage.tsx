import { Badge, Box, Button, Code, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconCheck, IconSparkles } from '@tabler/icons-react';
import { Link, useParams } from '../../../shared/routing';
import { PageContainer } from '../../../shared/PageContainer';
import { ModelAvailability } from '../../models';
import { COMING_IN_THIS_RELEASE, COMING_VIEWS } from '../views';
import type { ComingView, ComingViewKey } from '../views';
import { VIEW_ICONS } from './view-icons';
import classes from './ComingSoonPage.module.css';

/** The state of a view that a later issue builds: its title, what it will do and "Coming in this release". */
export function ComingSoonPage({ view }: { view: ComingViewKey }) {
  const info: ComingView = COMING_VIEWS[view];
  const Icon = VIEW_ICONS[view];
  const { filename } = useParams();
  useDocumentTitle(`${info.title} · Muse`);

  return (
    <PageContainer>
      <Stack gap="lg">
        <Paper className={classes.hero} p={{ base: 'lg', sm: 40 }} withBorder>
          <Box className={classes.glow} aria-hidden />
          <Stack gap="md" pos="relative">
            <Group gap="md" wrap="nowrap" align="center">
              <ThemeIcon size={56} radius="lg" variant="gradient" className={classes.icon}>
                <Icon size={30} stroke={1.6} aria-hidden />
              </ThemeIcon>
              <Badge
                variant="light"
                size="lg"
                radius="xl"
                leftSection={<IconSparkles size={14} aria-hidden />}
                className={classes.badge}
              >
                {COMING_IN_THIS_RELEASE}
              </Badge>
            </Group>
            <Title order={1} className={classes.title}>
              {info.title}
            </Title>
            <Text size="lg" c="dimmed" maw={640}>
              {info.line}
            </Text>
            {filename && (
              <Text size="sm" c="dimmed">
                You opened <Code>{filename}</Code>. It will show here once this view is built.
              </Text>
            )}
            {info.highlights.length > 0 && (
              <List
                spacing="xs"
                size="sm"
                mt="xs"
                icon={
                  <ThemeIcon size={20} radius="xl" variant="light">
                    <IconCheck size={13} aria-hidden />
                  </ThemeIcon>
                }
              >
                {info.highlights.map((line) => (
                  <List.Item key={line}>{line}</List.Item>
                ))}
              </List>
            )}
            {info.back && (
              <Group mt="xs">
                <Button
                  component={Link}
                  to={info.back.to}
                  variant="default"
                  leftSection={<IconArrowLeft size={16} aria-hidden />}
                >
                  {info.back.label}
                </Button>
              </Group>
            )}
          </Stack>
        </Paper>
        {info.capabilities.length > 0 && (
          <ModelAvailability capabilities={info.capabilities} noun={info.noun} />
        )}
      </Stack>
    </PageContainer>
  );
}

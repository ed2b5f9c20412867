import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  IconLock,
  IconMessageCircle,
  IconMusic,
  IconPhoto,
  IconServer,
  IconSparkles,
  type Icon,
} from '@tabler/icons-react';
import { Link } from '../../../shared/routing';
import { DAILY_CLAIM_CREDITS } from '@muse/domain';
import { PageContainer } from '../../../shared/PageContainer';
import { FeaturedStrip } from './FeaturedStrip';
import classes from './LandingPage.module.css';

interface Product {
  title: string;
  line: string;
  to: string;
  action: string;
  icon: Icon;
}

/** What Muse makes today, one call to action each. */
const PRODUCTS: readonly Product[] = [
  {
    title: 'Images',
    line: 'Type a few keywords, pick one of the ideas Muse writes for them, and watch the picture being made.',
    to: '/images',
    action: 'Create an image',
    icon: IconPhoto,
  },
  {
    title: 'Music',
    line: 'Choose a style and a subject: Muse writes the lyrics, composes the song and sings it.',
    to: '/music',
    action: 'Make a song',
    icon: IconMusic,
  },
  {
    title: 'Assistants',
    line: 'Teach an assistant your own documents and questions, give it a face and a voice, and share it.',
    to: '/app',
    action: 'Train an assistant',
    icon: IconMessageCircle,
  },
];

/**
 * `/` for visitors: what Muse is in one line, what it makes with one call to action each, creations people
 * shared, and the promise of a studio that runs on its own server. Signed-in people go to their last view.
 */
export function LandingPage() {
  useDocumentTitle('Muse: your own AI studio');
  return (
    <PageContainer size="lg">
      <Stack gap={48}>
        <section className={classes.hero} aria-labelledby="landing-title">
          <Stack gap="md" maw={720}>
            <Title id="landing-title" order={1} className={classes.title}>
              Make images and music, and train assistants, in a studio of your own.
            </Title>
            <Text size="lg" c="dimmed">
              Muse is a free, open-source AI studio that runs on this server: no accounts elsewhere, and no
              keys needed to start.
            </Text>
            <Group gap="sm">
              <Button
                size="md"
                component={Link}
                to="/images"
                leftSection={<IconSparkles size={18} aria-hidden />}
              >
                Start creating
              </Button>
              <Button size="md" variant="default" component={Link} to="/music">
                Listen and make music
              </Button>
            </Group>
            <Text size="sm" c="dimmed">
              New accounts get {DAILY_CLAIM_CREDITS} free credits a day; an image costs 1 credit. Ideas are
              free, no sign-in needed.
            </Text>
          </Stack>
        </section>

        <section aria-labelledby="landing-products">
          <Title id="landing-products" order={2} fz="h3" mb="md">
            What you can make
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {PRODUCTS.map((product) => (
              <Card key={product.title} withBorder radius="md" padding="lg" className={classes.card}>
                <Stack gap="sm" h="100%">
                  <ThemeIcon variant="light" size={44} radius="md">
                    <product.icon size={24} aria-hidden />
                  </ThemeIcon>
                  <Title order={3} fz="h4">
                    {product.title}
                  </Title>
                  <Text size="sm" c="dimmed" style={{ flex: 1 }}>
                    {product.line}
                  </Text>
                  <Button component={Link} to={product.to} variant="light">
                    {product.action}
                  </Button>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
          <Group gap="xs" mt="sm">
            <Badge variant="outline" tt="none">
              Coming next
            </Badge>
            <Text size="sm" c="dimmed">
              Video, mock interviews and SAT math tutoring.
            </Text>
          </Group>
        </section>

        <FeaturedStrip />

        <section aria-labelledby="landing-privacy" className={classes.promise}>
          <Title id="landing-privacy" order={2} fz="h3" mb="md">
            Yours, on your own server
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <Group align="flex-start" wrap="nowrap" gap="sm">
              <ThemeIcon variant="light" radius="md" size={36}>
                <IconServer size={20} aria-hidden />
              </ThemeIcon>
              <Text size="sm">
                Every feature works offline on Muse&apos;s own engines: pictures, songs, answers and speech
                are made on this server, not sent to an AI company.
              </Text>
            </Group>
            <Group align="flex-start" wrap="nowrap" gap="sm">
              <ThemeIcon variant="light" radius="md" size={36}>
                <IconLock size={20} aria-hidden />
              </ThemeIcon>
              <Text size="sm">
                Your creations can be private, and the{' '}
                <Link to="/privacy-policy" className={classes.link}>
                  Privacy Policy
                </Link>{' '}
                names every outside service this server uses, if any.
              </Text>
            </Group>
          </SimpleGrid>
        </section>
      </Stack>
    </PageContainer>
  );
}

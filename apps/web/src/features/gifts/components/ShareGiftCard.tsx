import { Button, CopyButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconCopy, IconExternalLink } from '@tabler/icons-react';
import type { GiftCard } from '@muse/contracts';
import { Link } from '../../../shared/routing';
import classes from './GiftCards.module.css';

/** A paid card's share link at /gift/{id} (with Copy) and its QR code. */
export function ShareGiftCard({
  card,
  heading = 'Your gift card is ready',
  headingOrder = 2,
}: {
  card: GiftCard;
  heading?: string;
  headingOrder?: 2 | 3;
}) {
  const path = new URL(card.shareLink).pathname;
  return (
    <Stack gap="md" aria-label="Share your gift card" role="region">
      <div>
        <Title order={headingOrder} fz="h3">
          {heading}
        </Title>
        <Text c="dimmed" size="sm">
          {card.redeemed
            ? 'It has been redeemed. Thank you for your gift!'
            : 'Send this link to the person it is for, or let them scan the code. It can be redeemed once.'}
        </Text>
      </div>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label="Share link"
          value={card.shareLink}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
          style={{ flex: 1, minWidth: 0 }}
        />
        <CopyButton value={card.shareLink} timeout={2000}>
          {({ copied, copy }) => (
            <Button
              onClick={copy}
              variant={copied ? 'light' : 'filled'}
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            >
              {copied ? 'Copied' : 'Copy link'}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Group align="flex-start" gap="lg" wrap="wrap">
        <img src={card.qrUrl} alt={`QR code of ${card.shareLink}`} className={classes.qr} />
        <Stack gap="xs" maw={260}>
          <Text size="sm" c="dimmed">
            Scan the code with a phone camera to open the gift card.
          </Text>
          <Button
            component={Link}
            to={path}
            variant="default"
            leftSection={<IconExternalLink size={16} aria-hidden />}
          >
            Open the card page
          </Button>
        </Stack>
      </Group>
    </Stack>
  );
}

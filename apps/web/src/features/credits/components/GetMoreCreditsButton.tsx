import { Button, Skeleton, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { usePurchaseCapability } from '../../buy';
import { closeCreditsDialogs } from '../dialogs-store';
import { externalDialogs } from '../external';

/**
 * "Get more credits": opens the buy-credits dialog. Shown only where buying is possible (an app that
 * supports purchase, or a detected purchase capability); elsewhere, with `explainWhenUnavailable`, a line
 * says so instead.
 */
export function GetMoreCreditsButton({ explainWhenUnavailable }: { explainWhenUnavailable?: boolean }) {
  const { canBuy, isLoading } = usePurchaseCapability();
  if (isLoading) return <Skeleton height={36} radius="md" aria-hidden />;
  if (!canBuy)
    return explainWhenUnavailable ? (
      <Text size="sm" c="dimmed">
        Buying credits isn&apos;t available on this server. You can still earn free credits.
      </Text>
    ) : null;
  return (
    <Button
      fullWidth
      leftSection={<IconPlus size={16} aria-hidden />}
      onClick={() => {
        closeCreditsDialogs();
        externalDialogs.buyCredits();
      }}
    >
      Get more credits
    </Button>
  );
}

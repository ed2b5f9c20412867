import { ActionIcon, Badge, Skeleton, Tooltip } from '@mantine/core';
import { IconCoin } from '@tabler/icons-react';
import { openLoginDialog, sessionBalance, sessionTier, useSession } from '../../auth';
import { creditsPhrase, formatCredits } from '../format-credits';

/**
 * The credits button of the header: the total of credits plus subscription credits with a coin icon (its
 * tooltip names the plan), or just the coin while signed out, which opens the sign-in dialog.
 */
export function CreditsButton() {
  const { session, isLoading } = useSession();

  if (isLoading) return <Skeleton height={30} width={64} radius="xl" aria-hidden />;

  if (!session) {
    return (
      <Tooltip label="Sign in to see your credits">
        <ActionIcon variant="default" radius="xl" size={36} aria-label="Credits" onClick={openLoginDialog}>
          <IconCoin size={20} stroke={1.6} color="var(--mantine-color-yellow-6)" aria-hidden />
        </ActionIcon>
      </Tooltip>
    );
  }

  const total = sessionBalance(session);
  const tier = sessionTier(session);
  const details = `${tier} plan · ${creditsPhrase(session.credits)} + ${creditsPhrase(session.subscriptionCredits)} from your subscription`;

  return (
    <Tooltip label={details} multiline maw={260}>
      <Badge
        component="div"
        tabIndex={0}
        role="status"
        aria-label={`${creditsPhrase(total)}, ${tier} plan`}
        size="lg"
        radius="xl"
        variant="default"
        h={36}
        px="sm"
        leftSection={<IconCoin size={18} stroke={1.6} color="var(--mantine-color-yellow-6)" aria-hidden />}
        styles={{
          label: {
            fontVariantNumeric: 'tabular-nums',
            textTransform: 'none',
            fontSize: 'var(--mantine-font-size-sm)',
          },
        }}
      >
        {formatCredits(total)}
      </Badge>
    </Tooltip>
  );
}

import { Alert, Button, EmptyState, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCircleCheck, IconGift, IconGiftOff, IconInfoCircle, IconLogin } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { GIFT_CARD_LEGAL } from '@muse/domain';
import { Link, useParams } from '../../../shared/routing';
import { errorMessage, isApiError } from '../../../app/api-error';
import { queryKeys } from '../../../app/query-keys';
import { ErrorState } from '../../../shared/ErrorState';
import { LoadingState } from '../../../shared/LoadingState';
import { PageContainer } from '../../../shared/PageContainer';
import { openLoginDialog, sessionTier, useSession } from '../../auth';
import { giftKeys, giftsApi } from '../gifts.api';
import { recipientStage, redeemErrorText, untilText } from '../gift-view';
import { CardPreview } from './CardPreview';
import classes from './GiftCards.module.css';

/**
 * The recipient's page, /gift/{id}: the card, what it gives ("Premium for 1 month"), sign-in when needed,
 * and Redeem — once ever; already redeemed, not paid yet and unknown cards each say so.
 */
export function RedeemGiftPage() {
  useDocumentTitle('Your gift card · Muse');
  const { id = '' } = useParams();
  const { session, isGuest, isLoading: sessionLoading } = useSession();
  const queryClient = useQueryClient();
  const viewer = session?.userId ?? null;

  const status = useQuery({
    queryKey: giftKeys.status(id, viewer),
    queryFn: ({ signal }) => giftsApi.status(id, signal),
    enabled: !sessionLoading,
    meta: { shownInPlace: () => true },
  });
  const redeem = useMutation({
    mutationFn: () => giftsApi.redeem(id),
    meta: { shownInPlace: () => true },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.session });
      await queryClient.invalidateQueries({ queryKey: ['gifts', 'status', id] });
    },
  });

  if (sessionLoading || status.isPending) {
    return (
      <PageContainer size="sm">
        <LoadingState label="Opening your gift card…" minHeight="50vh" />
      </PageContainer>
    );
  }
  if (status.isError) {
    const missing = isApiError(status.error) && status.error.status === 404;
    return (
      <PageContainer size="sm">
        {missing ? (
          <EmptyState
            icon={<IconGiftOff size={26} aria-hidden />}
            title="This gift card doesn't exist"
            description="Check the link you were sent: it may be incomplete."
            py="xl"
          >
            <EmptyState.Actions>
              <Button component={Link} to="/" variant="default">
                Go to Muse
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        ) : (
          <ErrorState
            title="Couldn't open this gift card"
            error={status.error}
            onRetry={() => void status.refetch()}
            retrying={status.isFetching}
          />
        )}
      </PageContainer>
    );
  }

  const card = status.data;
  const stage = recipientStage(card, { signedIn: !!session, isGuest });
  const redeemError = redeem.isError
    ? redeemErrorText(isApiError(redeem.error) ? redeem.error.code : undefined, errorMessage(redeem.error))
    : null;

  return (
    <PageContainer size="md">
      <Stack gap="lg">
        <Group gap="sm" wrap="nowrap">
          <IconGift size={30} stroke={1.6} aria-hidden color="var(--mantine-primary-color-filled)" />
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {stage === 'mine' ? 'Your gift card' : 'You have a gift card'}
          </Title>
        </Group>
        <div className={classes.layout}>
          <CardPreview
            imageUrl={card.imageUrl}
            width={card.width}
            height={card.height}
            title={card.title}
            price={`$${card.label}`}
          />
          <Paper withBorder radius="lg" p="lg">
            <Stack gap="md">
              <div>
                <Title order={2} fz="h3">
                  {card.title}
                </Title>
                <Text c="dimmed" size="sm">
                  {card.duration} of Muse Premium: faster generation, private images, unlimited edits and
                  1,000 monthly credits.
                </Text>
              </div>
              <Stage
                stage={stage}
                subscriptionLabel={session ? sessionTier(session) : null}
                until={redeem.data?.subscriptionUntil ?? session?.subscriptionUntil ?? null}
                redeeming={redeem.isPending}
                error={redeemError}
                onRedeem={() => redeem.mutate()}
                onRefresh={() => void status.refetch()}
                refreshing={status.isFetching}
              />
              <Text size="xs" c="dimmed">
                {GIFT_CARD_LEGAL}
              </Text>
            </Stack>
          </Paper>
        </div>
      </Stack>
    </PageContainer>
  );
}

interface StageProps {
  stage: ReturnType<typeof recipientStage>;
  subscriptionLabel: string | null;
  until: string | null;
  redeeming: boolean;
  error: string | null;
  onRedeem(): void;
  onRefresh(): void;
  refreshing: boolean;
}

function Stage({
  stage,
  subscriptionLabel,
  until,
  redeeming,
  error,
  onRedeem,
  onRefresh,
  refreshing,
}: StageProps) {
  switch (stage) {
    case 'redeemed-by-you':
      return (
        <Alert
          color="teal"
          icon={<IconCircleCheck size={20} aria-hidden />}
          title={`You have ${subscriptionLabel ?? 'Premium'}`}
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              The gift card is redeemed{until ? `: your subscription runs ${untilText(until)}` : ''}. Enjoy!
            </Text>
            <Button component={Link} to="/images" size="xs">
              Start creating
            </Button>
          </Stack>
        </Alert>
      );
    case 'redeemed':
      return (
        <Alert color="gray" icon={<IconInfoCircle size={20} aria-hidden />} title="Already redeemed">
          This gift card has already been redeemed.
        </Alert>
      );
    case 'not-paid':
      return (
        <Alert color="orange" icon={<IconInfoCircle size={20} aria-hidden />} title="Not paid yet">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              This gift card is not paid yet. Ask the person who sent it to finish the payment, then try
              again.
            </Text>
            <Button size="xs" variant="default" onClick={onRefresh} loading={refreshing}>
              Check again
            </Button>
          </Stack>
        </Alert>
      );
    case 'mine':
      return (
        <Alert color="blue" icon={<IconInfoCircle size={20} aria-hidden />} title="This is your gift card">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">Share this page's link with the person it is for: they redeem it here.</Text>
            <Button component={Link} to="/gift-cards" size="xs" variant="default">
              Back to gift cards
            </Button>
          </Stack>
        </Alert>
      );
    case 'sign-in':
      return (
        <Stack gap="xs">
          <Text size="sm">Sign in with your email to redeem it. It is yours once redeemed.</Text>
          <Button
            size="lg"
            leftSection={<IconLogin size={20} aria-hidden />}
            onClick={() => openLoginDialog()}
          >
            Sign in to redeem
          </Button>
        </Stack>
      );
    case 'redeem':
      return (
        <Stack gap="xs">
          {error && (
            <Alert color="red" icon={<IconInfoCircle size={20} aria-hidden />} role="alert">
              {error}
            </Alert>
          )}
          <Button
            size="lg"
            leftSection={<IconGift size={20} aria-hidden />}
            onClick={onRedeem}
            loading={redeeming}
          >
            Redeem
          </Button>
        </Stack>
      );
  }
}

import { useEffect, useState } from 'react';
import { Alert, Button, Divider, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconShoppingCart } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GiftCard, GiftTierValue } from '@muse/contracts';
import { GIFT_CARD_LEGAL, giftCardTitle, isGiftPaid } from '@muse/domain';
import { isApiError } from '../../../app/api-error';
import { ErrorState } from '../../../shared/ErrorState';
import { LoadingState } from '../../../shared/LoadingState';
import { useRequireLogin, useSession } from '../../auth';
import { giftKeys, giftsApi } from '../gifts.api';
import { checkoutReturnTo, isChosen, pictureChoices, tierChoices, type PictureChoice } from '../gift-view';
import { useGiftPayment } from '../hooks/use-gift-payment';
import { CardPreview } from './CardPreview';
import { MyGiftCards } from './MyGiftCards';
import { PicturePicker } from './PicturePicker';
import { ShareGiftCard } from './ShareGiftCard';
import { TierButtons } from './TierButtons';
import classes from './GiftCards.module.css';

/** What the gift card page and the generator page's gift card popup say first. */
export const GIFT_CARDS_INTRO =
  'A gift card gives its recipient Premium — faster generation, private images, unlimited edits and 1,000 monthly credits — for the time you choose.';

export interface GiftCardsBodyProps {
  /** the card being made or shown (null: none yet) */
  cardId: string | null;
  /** the checkout's order, when the checkout has just come back */
  orderId: string | null;
  /** a card was made (its id), or the person starts over (null) */
  onCardChange(cardId: string | null): void;
  /** where a card of "My gift cards" opens: the page's address by default */
  onOpenCard?: (cardId: string) => void;
  /** the level of the section headings: 2 on the page, 3 in the popup (whose title is a level 2) */
  headingOrder?: 2 | 3;
}

/**
 * The gift card page's content, shared by the page (/gift-cards) and the generator page's popup: three
 * duration buttons, the card's picture with a picker, Buy (the payments checkout), then — once the payment
 * is seen — the share link and QR code. Choosing a tier makes the card (login needed); changing the tier or
 * picture updates it. The checkout comes back to the page, which picks up where it was (?card=&order=).
 */
export function GiftCardsBody({
  cardId,
  orderId,
  onCardChange,
  onOpenCard,
  headingOrder = 2,
}: GiftCardsBodyProps) {
  const { session, isGuest, isLoading: sessionLoading } = useSession();
  const account = session && !isGuest ? session : null;
  const requireLogin = useRequireLogin({ allowGuest: false });
  const queryClient = useQueryClient();

  const products = useQuery({
    queryKey: giftKeys.products,
    queryFn: ({ signal }) => giftsApi.products(signal),
    staleTime: 5 * 60_000,
    // Without the catalogue the buttons show the domain's prices.
    meta: { shownInPlace: () => true },
  });
  const designs = useQuery({
    queryKey: giftKeys.designs,
    queryFn: ({ signal }) => giftsApi.designs(signal),
    staleTime: Infinity,
    meta: { shownInPlace: () => true },
  });
  const ownImages = useQuery({
    queryKey: giftKeys.ownImages(account?.userId ?? ''),
    queryFn: ({ signal }) => giftsApi.ownImages(signal),
    enabled: !!account,
    meta: { errorTitle: "Couldn't load your images for the picker" },
  });
  const card = useQuery({
    queryKey: giftKeys.card(cardId ?? ''),
    queryFn: ({ signal }) => giftsApi.card(cardId!, signal),
    enabled: !!cardId && !!account,
    meta: {
      errorTitle: "Couldn't load the gift card",
      shownInPlace: (e) => isApiError(e) && e.status === 404,
    },
  });
  const current: GiftCard | null = card.data ?? null;
  const paid = current ? isGiftPaid(current) : false;

  // Back from the checkout: a cancelled or failed order stops the wait at once.
  const order = useQuery({
    queryKey: giftKeys.order(orderId ?? ''),
    queryFn: ({ signal }) => giftsApi.order(orderId!, signal),
    enabled: !!orderId && !!current && !paid,
    // Only a hint: without it the page simply keeps waiting for the amount.
    meta: { shownInPlace: () => true },
  });
  const orderClosed = order.data?.status === 'cancelled' || order.data?.status === 'failed';
  const [attempt, setAttempt] = useState(0);
  const waiting = !!current && !paid && !!orderId && !orderClosed;
  const poll = useGiftPayment(cardId, waiting, attempt);
  useEffect(() => {
    if (poll.status !== 'paid' || !cardId) return;
    void queryClient.invalidateQueries({ queryKey: giftKeys.card(cardId) });
    void queryClient.invalidateQueries({ queryKey: ['gifts', 'mine'] });
  }, [poll.status, cardId, queryClient]);

  const [picked, setPicked] = useState<PictureChoice | null>(null);
  const choices = pictureChoices(designs.data?.data ?? [], ownImages.data ?? []);
  const fallback = picked ?? choices[0] ?? null;
  const editing = current && !paid ? current : null;
  const preview = current ?? fallback;
  const tiers = tierChoices(products.data);
  const selectedTier = current?.tier ?? null;
  const priceOf = (tier: GiftTierValue | null) => tiers.find((t) => t.tier === tier)?.price;

  const save = useMutation({
    mutationFn: giftsApi.save,
    onSuccess: (saved) => {
      queryClient.setQueryData(giftKeys.card(saved._id), saved);
      if (saved._id !== cardId) onCardChange(saved._id);
    },
    meta: { errorTitle: "Couldn't save the gift card" },
  });
  const checkout = useMutation({
    mutationFn: giftsApi.checkout,
    onSuccess: ({ url }) => window.location.assign(url),
    meta: { errorTitle: "Couldn't open the checkout" },
  });

  const chooseTier = (tier: GiftTierValue) =>
    requireLogin(() => {
      if (editing) save.mutate({ cardId: editing._id, tier });
      else if (fallback) {
        save.mutate({ tier, imageUrl: fallback.imageUrl, width: fallback.width, height: fallback.height });
      } else save.mutate({ tier });
    });
  const pickPicture = (choice: PictureChoice) => {
    setPicked(choice);
    if (editing) {
      save.mutate({
        cardId: editing._id,
        imageUrl: choice.imageUrl,
        width: choice.width,
        height: choice.height,
      });
    }
  };
  const buy = () => {
    if (!editing) return;
    checkout.mutate({
      productId: `gift-${editing.tier}`,
      giftCardId: editing._id,
      returnTo: checkoutReturnTo(editing._id),
    });
  };
  const startOver = () => {
    setPicked(null);
    onCardChange(null);
  };

  const cardMissing =
    !!cardId && !!account && card.isError && isApiError(card.error) && card.error.status === 404;
  const cardFailed = !!cardId && !!account && card.isError && !cardMissing;
  const sellsNothing = products.data?.checkout === null;

  return sessionLoading ? (
    <LoadingState label="Loading…" />
  ) : (
    <div className={classes.layout}>
      <Stack gap="md">
        {cardId && account && card.isPending ? (
          <LoadingState label="Loading your gift card…" minHeight={240} />
        ) : (
          <CardPreview
            imageUrl={preview?.imageUrl ?? null}
            width={preview?.width ?? 16}
            height={preview?.height ?? 10}
            title={selectedTier ? giftCardTitle(selectedTier) : 'Premium'}
            price={priceOf(selectedTier)}
          />
        )}
        {!paid && (
          <PicturePicker
            choices={choices}
            isChosen={(c) => isChosen(c, editing?.imageUrl ?? fallback?.imageUrl ?? null)}
            loading={designs.isPending}
            disabled={save.isPending || waiting}
            ownNote={account ? undefined : 'Sign in to put one of your own images on the card.'}
            onPick={pickPicture}
          />
        )}
        {designs.isError && (
          <Alert color="red" icon={<IconInfoCircle size={18} aria-hidden />}>
            The card designs could not be loaded. Reload the page to try again.
          </Alert>
        )}
      </Stack>

      <Stack gap="lg">
        {cardFailed ? (
          <ErrorState
            title="Couldn't load your gift card"
            error={card.error}
            onRetry={() => void card.refetch()}
            retrying={card.isFetching}
          />
        ) : cardMissing ? (
          <Alert
            color="orange"
            title="This gift card is not available"
            icon={<IconInfoCircle size={18} aria-hidden />}
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">It does not exist, or it belongs to another account.</Text>
              <Button size="xs" variant="default" onClick={startOver}>
                Make a new gift card
              </Button>
            </Stack>
          </Alert>
        ) : paid && current ? (
          <Paper withBorder radius="lg" p="lg">
            <ShareGiftCard card={current} headingOrder={headingOrder} />
            <Divider my="md" />
            <Button variant="subtle" onClick={startOver}>
              Make another gift card
            </Button>
          </Paper>
        ) : (
          <Stack gap="md">
            <div>
              <Title order={headingOrder} fz="h4">
                1. Choose how long
              </Title>
              <Text size="sm" c="dimmed">
                {account
                  ? 'Choosing a duration makes your card; you can still change it before paying.'
                  : 'Sign in with your email to make a gift card.'}
              </Text>
            </div>
            <TierButtons
              choices={tiers}
              selected={selectedTier}
              pending={save.isPending && save.variables?.tier ? save.variables.tier : null}
              disabled={waiting || (save.isPending && !save.variables?.tier)}
              onChoose={chooseTier}
            />
            <div>
              <Title order={headingOrder} fz="h4">
                2. Pay
              </Title>
              <Text size="sm" c="dimmed">
                After the payment you get a link and a QR code to give.
              </Text>
            </div>
            {waiting ? (
              <WaitingForPayment
                tries={poll.tries}
                gaveUp={poll.status === 'gave-up'}
                onRetry={() => setAttempt((a) => a + 1)}
              />
            ) : (
              <>
                {orderClosed && (
                  <Alert color="orange" icon={<IconInfoCircle size={18} aria-hidden />}>
                    The payment was cancelled. Your card is still here: buy it whenever you are ready.
                  </Alert>
                )}
                <Button
                  size="lg"
                  leftSection={<IconShoppingCart size={20} aria-hidden />}
                  disabled={!editing || sellsNothing || save.isPending}
                  loading={checkout.isPending}
                  onClick={buy}
                >
                  {editing ? `Buy for ${priceOf(editing.tier) ?? ''}` : 'Buy'}
                </Button>
                {sellsNothing && (
                  <Text size="sm" c="dimmed">
                    This server does not take payments.
                  </Text>
                )}
                {!editing && account && (
                  <Text size="sm" c="dimmed">
                    Choose a duration first.
                  </Text>
                )}
              </>
            )}
          </Stack>
        )}
        {account && (
          <MyGiftCards
            userId={account.userId}
            currentId={current?._id ?? null}
            onOpen={onOpenCard}
            headingOrder={headingOrder}
          />
        )}
        <Text size="xs" c="dimmed">
          {GIFT_CARD_LEGAL}
        </Text>
      </Stack>
    </div>
  );
}

function WaitingForPayment({ tries, gaveUp, onRetry }: { tries: number; gaveUp: boolean; onRetry(): void }) {
  if (gaveUp) {
    return (
      <Alert
        color="orange"
        title="We haven't seen your payment yet"
        icon={<IconInfoCircle size={18} aria-hidden />}
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">If you paid, it can take a little longer to reach us.</Text>
          <Button size="xs" variant="default" onClick={onRetry}>
            Check again
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Group gap="sm" role="status" aria-live="polite">
      <Loader size="sm" />
      <Text size="sm">Waiting for your payment…{tries > 5 ? ' This can take a moment.' : ''}</Text>
    </Group>
  );
}

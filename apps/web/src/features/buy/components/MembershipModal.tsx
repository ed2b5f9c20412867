import { useState } from 'react';
import { Alert, Badge, Button, Group, Loader, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconMusic } from '@tabler/icons-react';
import { formatPrice, isMusicPro } from '@muse/domain';
import { errorMessage, isApiError } from '../../../app/api-error';
import { ErrorState } from '../../../shared/ErrorState';
import { DialogFrame } from '../../../shared/DialogFrame';
import { useBuyer } from '../hooks/use-buyer';
import { useCheckout } from '../hooks/use-checkout';
import { useMusicProActivation } from '../hooks/use-music-pro-activation';
import { useProducts } from '../hooks/use-products';
import { musicProFeatures } from '../membership';
import { periodLabel, promoPriceCents } from '../pricing-view';
import { CheckoutNote, PlanPrice, PromoCodeField } from './parts';

interface MembershipModalProps {
  opened: boolean;
  /** back from the checkout: wait for the membership to become active */
  activating: boolean;
  onClose(): void;
}

/**
 * The music membership modal, with an offer: what Music Pro gives, its price, a promo code (SONG is 75% off
 * the first month) and Subscribe → the checkout of 'musicpro'. Back from the checkout it polls
 * POST /user/musicpro every second, for at most 2 minutes, until the membership is paid.
 */
export function MembershipModal({ opened, activating, onClose }: MembershipModalProps) {
  const products = useProducts();
  const checkout = useCheckout();
  const buyer = useBuyer();
  const [promo, setPromo] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const activation = useMusicProActivation(opened && activating, attempt);
  const member = isMusicPro(buyer.session?.musicpro) || activation.status === 'paid';
  const plan = products.data?.musicPro;
  const promoCents = plan && promo ? promoPriceCents(plan.id, plan.price, promo) : null;
  const promoLabel =
    plan && promoCents !== null && promoCents < Math.round(plan.price * 100) ? formatPrice(promoCents) : null;
  const promoError =
    isApiError(checkout.error) && checkout.error.field('promoCode')
      ? checkout.error.field('promoCode')
      : undefined;

  const subscribe = () => {
    if (!plan) return;
    if (!buyer.account) buyer.signIn();
    // Inside the Android app, Google Play sells the membership (the promo code is for the web checkout).
    else
      checkout.start({ productId: plan.id, promoCode: promo, storeIds: { android: plan.androidProductId } });
  };

  return (
    <DialogFrame
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={checkout.reset}
      size={560}
      fullScreenOnPhone
      title={member ? 'You are a Music Pro member' : 'Music Pro'}
      icon={
        <ThemeIcon variant="gradient" size={36} radius="xl" aria-hidden>
          <IconMusic size={20} />
        </ThemeIcon>
      }
    >
      <Stack gap="lg">
        {activating && activation.status === 'waiting' ? (
          <Paper withBorder p="lg">
            <Group gap="sm" role="status" aria-live="polite" wrap="nowrap">
              <Loader size="sm" />
              <div>
                <Text fw={600}>Activating your membership…</Text>
                <Text size="sm" c="dimmed">
                  {activation.tries > 5
                    ? 'This can take a little longer. Keep this open.'
                    : 'It only takes a moment.'}
                </Text>
              </div>
            </Group>
          </Paper>
        ) : activating && activation.status === 'gave-up' ? (
          <Alert
            color="orange"
            title="We haven't seen your membership yet"
            icon={<IconInfoCircle size={18} aria-hidden />}
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">If you paid, it can take a little longer to reach us.</Text>
              <Button size="xs" variant="default" onClick={() => setAttempt((a) => a + 1)}>
                Check again
              </Button>
            </Stack>
          </Alert>
        ) : member ? (
          <Alert
            color="teal"
            variant="light"
            icon={<IconCheck size={18} aria-hidden />}
            title="Welcome to Music Pro"
          >
            Everything below is yours: make as much music as you like.
          </Alert>
        ) : (
          <Text c="dimmed">Make more music, with no limits.</Text>
        )}

        <Stack
          gap="sm"
          component="ul"
          role="list"
          aria-label="What Music Pro gives"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {musicProFeatures().map((f) => (
            <Group key={f.id} component="li" gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" color="teal" size={28} radius="xl" aria-hidden>
                <IconCheck size={16} />
              </ThemeIcon>
              <div>
                <Text fw={600} lh={1.3}>
                  {f.title}
                </Text>
                <Text size="sm" c="dimmed">
                  {f.detail}
                </Text>
              </div>
            </Group>
          ))}
        </Stack>

        {!member &&
          (products.isPending ? (
            <Skeleton height={120} radius="lg" />
          ) : products.isError || !plan ? (
            <ErrorState
              title="Couldn't load the price"
              error={products.error}
              onRetry={() => void products.refetch()}
              retrying={products.isFetching}
            />
          ) : (
            <Paper withBorder p="md">
              <Stack gap="md">
                <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                  <PlanPrice
                    price={plan.priceLabel}
                    promoPrice={promoLabel}
                    period={periodLabel(plan.period)}
                  />
                  {promoLabel && <Badge variant="gradient">{promo} applied</Badge>}
                </Group>
                <PromoCodeField
                  label="Promo code"
                  kind="musicpro"
                  noun="Music Pro"
                  applied={promo}
                  onApply={(code) => {
                    checkout.reset();
                    setPromo(code);
                  }}
                  serverError={promoError}
                  disabled={checkout.pendingId !== null}
                />
                <Button
                  size="md"
                  fullWidth
                  loading={checkout.pendingId === plan.id}
                  disabled={products.data?.checkout === null}
                  onClick={subscribe}
                >
                  {buyer.account ? 'Subscribe' : 'Sign in to subscribe'}
                </Button>
                {checkout.error && !promoError && (
                  <Alert
                    color="red"
                    icon={<IconAlertTriangle size={18} aria-hidden />}
                    title="Couldn't open the checkout"
                  >
                    {errorMessage(checkout.error)}
                  </Alert>
                )}
                <CheckoutNote checkout={products.data?.checkout ?? null} />
                <Text size="xs" c="dimmed">
                  Renews every month. Cancel at any time; you keep access to the end of the billing period,
                  with no refund for unused time.
                </Text>
              </Stack>
            </Paper>
          ))}
      </Stack>
    </DialogFrame>
  );
}

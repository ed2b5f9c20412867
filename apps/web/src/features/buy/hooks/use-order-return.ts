import { useEffect, useRef } from 'react';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import type { OrderReply } from '@muse/contracts';
import { useLocation, useNavigate } from '../../../shared/routing';
import { isApiError } from '../../../app/api-error';
import { queryKeys } from '../../../app/query-keys';
import { useSession } from '../../auth';
import { buyApi, buyKeys } from '../buy.api';
import { openMembership } from '../buy-dialogs-store';
import {
  ORDER_POLL_MAX_TRIES,
  ORDER_POLL_MS,
  handlesOrderKind,
  isOrderSettled,
  orderIdFrom,
  orderOutcome,
  searchWithoutOrder,
  type OutcomeTone,
} from '../order-return';

const TONE_COLOR: Record<OutcomeTone, string> = {
  success: 'teal',
  neutral: 'gray',
  error: 'red',
  pending: 'blue',
};

/** A read that will not change by asking again: the order is not this account's, or there is no session. */
const isFinal = (error: unknown) => isApiError(error) && [401, 403, 404].includes(error.status);

/**
 * Back from a checkout (`?order=<id>` on any page): reads the order once a second until it is settled (at
 * most 30 s), shows how it went in a toast ("Added 500 credits", or a neutral note when cancelled), refreshes
 * the session, and takes the parameter out of the address. A paid Music Pro order opens the membership modal,
 * which waits for the membership to become active. Gift card orders are left to the gift card page.
 */
export function useOrderReturn(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { session } = useSession();
  const orderId = orderIdFrom(location.search);
  const enabled = !!orderId && !!session && !location.pathname.startsWith('/gift-cards');
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!enabled || !orderId || handled.current === orderId) return;
    const toastId = `order-${orderId}`;
    const controller = new AbortController();
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let tries = 0;

    notifications.show({
      id: toastId,
      loading: true,
      title: 'Confirming your payment…',
      message: 'This takes a moment.',
      autoClose: false,
      withCloseButton: false,
    });

    const finish = async (order: OrderReply | null) => {
      handled.current = orderId;
      if (order && !handlesOrderKind(order.kind)) {
        notifications.hide(toastId);
        return;
      }
      if (order?.status === 'paid') {
        void queryClient.invalidateQueries({ queryKey: queryKeys.session });
        void queryClient.invalidateQueries({ queryKey: ['subscriptions'] });
        void queryClient.invalidateQueries({ queryKey: ['payments', 'has-bought'] });
      }
      const products = await queryClient
        .fetchQuery({
          queryKey: buyKeys.products,
          queryFn: ({ signal }) => buyApi.products(signal),
          staleTime: 5 * 60_000,
        })
        .catch(() => undefined);
      const outcome = orderOutcome(order, { products });
      if (outcome === 'membership') {
        notifications.hide(toastId);
        openMembership({ activating: true });
      } else {
        notifications.update({
          id: toastId,
          loading: false,
          color: TONE_COLOR[outcome.tone],
          title: outcome.title,
          message: outcome.message,
          autoClose: outcome.tone === 'pending' ? 12_000 : 6_000,
          withCloseButton: true,
        });
      }
      const { pathname, search, hash } = window.location;
      void navigate({ pathname, search: searchWithoutOrder(search), hash }, { replace: true });
    };

    const tick = async () => {
      let order: OrderReply | null = null;
      let error: unknown = null;
      try {
        order = await buyApi.order(orderId, controller.signal);
      } catch (err) {
        error = err;
      }
      if (stopped) return;
      tries += 1;
      const more = tries < ORDER_POLL_MAX_TRIES;
      const waiting = order ? handlesOrderKind(order.kind) && !isOrderSettled(order) : !isFinal(error);
      if (waiting && more) {
        timer = setTimeout(() => void tick(), ORDER_POLL_MS);
        return;
      }
      void finish(order);
    };
    void tick();

    return () => {
      stopped = true;
      controller.abort();
      clearTimeout(timer);
      if (handled.current !== orderId) notifications.hide(toastId);
    };
  }, [enabled, orderId, queryClient, navigate]);
}

import { CANCEL_TERMS, formatPrice } from '@muse/domain';
import type { MailOnce } from '../../platform/mail';
import type { UsersService } from '../users';
import { productOf } from './payments.fulfilment';
import type { OrderRow } from './payments.repository';

export interface PaymentMailDeps {
  users: Pick<UsersService, 'get'>;
  mail: Pick<MailOnce, 'send'>;
  publicUrl: string;
}

/** A date as mails write it, in UTC: "December 3, 2026". */
export const mailDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/**
 * The mails about money: a receipt once per paid order and once per renewal, and a reminder once per
 * period before a renewal that will happen. Accounts without an email (guests who bought in an app) get none.
 */
export class PaymentMails {
  constructor(private readonly deps: PaymentMailDeps) {}

  /** `key`: the order id, or the renewal's reference. */
  async receipt(
    order: OrderRow,
    input: { key: string; renewal: boolean; amountCents: number; periodEnd: string | null },
  ): Promise<void> {
    const to = await this.emailOf(order.userId);
    if (!to) return;
    const product = productOf(order);
    const lines = [
      input.renewal ? `Your ${product.title} plan has renewed. Thank you!` : 'Thank you for your purchase!',
      '',
      `${product.title}: ${formatPrice(input.amountCents)}${order.provider === 'sandbox' ? ' (test payment: no money was taken)' : ''}`,
      `Order: ${order.id}`,
    ];
    if (input.periodEnd) {
      lines.push(
        order.renews
          ? `Your plan renews on ${mailDate(input.periodEnd)}.`
          : `Your plan runs until ${mailDate(input.periodEnd)}.`,
        '',
        `${CANCEL_TERMS}. Manage it on your account page: ${this.deps.publicUrl}/account`,
      );
    }
    await this.deps.mail.send(`receipt:${input.key}`, {
      to,
      subject: input.renewal ? `Your ${product.title} plan renewed` : `Your receipt for ${product.title}`,
      text: lines.join('\n'),
    });
  }

  async reminder(order: OrderRow, periodEnd: string): Promise<void> {
    const to = await this.emailOf(order.userId);
    if (!to) return;
    const product = productOf(order);
    const when = mailDate(periodEnd);
    await this.deps.mail.send(`renewal-reminder:${order.id}:${periodEnd}`, {
      to,
      subject: `Your ${product.title} plan renews on ${when}`,
      text: [
        `Your ${product.title} plan renews on ${when} for ${formatPrice(product.priceCents)}.`,
        '',
        `Nothing to do if you want to keep it. To stop it renewing, cancel it on your account page before then: ${this.deps.publicUrl}/account`,
        `${CANCEL_TERMS}.`,
      ].join('\n'),
    });
  }

  private async emailOf(userId: string): Promise<string | null> {
    const user = await this.deps.users.get(userId);
    return user && !user.isGuest && user.email ? user.email : null;
  }
}

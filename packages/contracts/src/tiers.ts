import * as z from 'zod/mini';

/**
 * The spec's subscription tier values: falsy (Free), 'trialpro', 'trialpremium', true (Pro), 'premium',
 * 'ultimate'. On the wire Pro is the boolean true, exactly as the spec writes it.
 */
export const SubscriptionValue = z.union([
  z.literal(''),
  z.literal(true),
  z.enum(['trialpro', 'trialpremium', 'premium', 'ultimate']),
]);
export type SubscriptionValue = z.infer<typeof SubscriptionValue>;

/** Input form of a tier: also accepts the string 'true' for Pro (query strings and forms). */
export const SubscriptionInput = z.union([
  SubscriptionValue,
  z.pipe(
    z.literal('true'),
    z.transform(() => true as const),
  ),
]);

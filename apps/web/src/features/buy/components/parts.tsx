import { useState } from 'react';
import { Alert, Button, Group, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconFlask, IconInfoCircle } from '@tabler/icons-react';
import type { ProductKind } from '@muse/domain';
import { checkPromo } from '../pricing-view';
import classes from './Buy.module.css';

/** A list of what a plan or membership gives, each with a tick. */
export function FeatureList({ items, label }: { items: readonly string[]; label?: string }) {
  return (
    <ul className={classes.features} aria-label={label}>
      {items.map((item) => (
        <li key={item} className={classes.feature}>
          <IconCheck size={16} stroke={2.4} className={classes.featureIcon} aria-hidden />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** "$10 per month", or with a promo code "$0 first month, then $10 per month" (the normal price struck). */
export function PlanPrice({
  price,
  promoPrice,
  period,
}: {
  price: string;
  promoPrice?: string | null;
  period?: string | null;
}) {
  if (promoPrice) {
    return (
      <div>
        <Group gap={8} align="baseline" wrap="wrap">
          <span className={classes.price}>{promoPrice}</span>
          <del className={classes.normalPrice}>
            <VisuallyHidden>Normal price: </VisuallyHidden>
            {price}
          </del>
        </Group>
        <Text size="sm" c="dimmed">
          first month, then {price} {period ?? ''}
        </Text>
      </div>
    );
  }
  return (
    <Group gap={6} align="baseline" wrap="nowrap">
      <span className={classes.price}>{price}</span>
      {period && (
        <Text size="sm" c="dimmed">
          {period}
        </Text>
      )}
    </Group>
  );
}

interface PromoCodeFieldProps {
  label: string;
  /** which products the code is for, to check it as the server will */
  kind: ProductKind;
  noun: string;
  applied: string | null;
  /** the checked code, or null when removed */
  onApply(code: string | null): void;
  /** the server's word on the code (a 400 on promoCode) */
  serverError?: string;
  disabled?: boolean;
}

/** A promo code input with Apply: SONG for Music Pro, UPGRADE for subscriptions. */
export function PromoCodeField({
  label,
  kind,
  noun,
  applied,
  onApply,
  serverError,
  disabled,
}: PromoCodeFieldProps) {
  const [text, setText] = useState(applied ?? '');
  const [error, setError] = useState<string | null>(null);
  const check = applied ? checkPromo(applied, kind, noun) : null;

  const apply = () => {
    const result = checkPromo(text, kind, noun);
    if (result.status === 'valid') {
      setError(null);
      setText(result.code);
      onApply(result.code);
    } else {
      setError(result.status === 'invalid' ? result.error : null);
      onApply(null);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          label={label}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(null);
          }}
          error={error ?? serverError}
          description={
            check?.status === 'valid' ? (
              <Text span size="xs" c="teal" fw={600}>
                {check.label}
              </Text>
            ) : undefined
          }
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          disabled={disabled}
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="default" mt={25} disabled={disabled || !text.trim()}>
          Apply
        </Button>
        {applied && (
          <Button
            variant="subtle"
            mt={25}
            onClick={() => {
              setText('');
              setError(null);
              onApply(null);
            }}
          >
            Remove
          </Button>
        )}
      </Group>
    </form>
  );
}

/** Says plainly when the checkout only simulates payments, or that this server sells nothing. */
export function CheckoutNote({ checkout }: { checkout: 'stripe' | 'sandbox' | null }) {
  if (checkout === 'sandbox') {
    return (
      <Alert color="yellow" variant="light" icon={<IconFlask size={18} aria-hidden />} p="xs">
        <Text size="sm">Test checkout — no real payment is taken.</Text>
      </Alert>
    );
  }
  if (checkout === null) {
    return (
      <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} p="xs">
        <Text size="sm">This server does not take payments.</Text>
      </Alert>
    );
  }
  return null;
}

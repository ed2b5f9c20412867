import { Button, SimpleGrid, Text, VisuallyHidden } from '@mantine/core';
import type { GiftTierValue } from '@muse/contracts';
import type { TierChoice } from '../gift-view';
import classes from './GiftCards.module.css';

interface TierButtonsProps {
  choices: readonly TierChoice[];
  selected: GiftTierValue | null;
  /** the tier being saved right now */
  pending: GiftTierValue | null;
  disabled?: boolean;
  onChoose(tier: GiftTierValue): void;
}

/** The three duration buttons, each labelled with its price: 5, 20 and 60. */
export function TierButtons({ choices, selected, pending, disabled, onChoose }: TierButtonsProps) {
  return (
    <SimpleGrid cols={3} spacing="sm" role="group" aria-label="Gift card duration">
      {choices.map((c) => {
        const active = c.tier === selected;
        return (
          <Button
            key={c.tier}
            size="lg"
            px="xs"
            variant={active ? 'filled' : 'default'}
            aria-pressed={active}
            loading={pending === c.tier}
            disabled={disabled}
            onClick={() => onChoose(c.tier)}
            className={classes.tier}
          >
            <span className={classes.tierInner}>
              <Text span fw={800} fz="xl">
                {c.price}
              </Text>
              {/* Read out as "$20 · 1 month": the name is the visible text, with a pause between. */}
              <VisuallyHidden> · </VisuallyHidden>
              <Text span size="sm" fw={500}>
                {c.duration}
              </Text>
            </span>
          </Button>
        );
      })}
    </SimpleGrid>
  );
}

import { NumberInput, SimpleGrid } from '@mantine/core';
import type { Ref } from 'react';

interface PixelRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

const FIELDS = [
  ['x', 'Left'],
  ['y', 'Top'],
  ['width', 'Width'],
  ['height', 'Height'],
] as const;

/**
 * Left, Top, Width and Height of a rectangle in the picture's pixels, each bounded by the picture's side
 * along it: the crop area and the area edit's typed rectangle.
 */
export function RectanglePixelInputs(props: {
  rect: PixelRect;
  picture: { width: number; height: number };
  onChange: (field: keyof PixelRect, value: string | number) => void;
  /** the first input, for a panel that moves focus into the fields when they open */
  firstRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
  allowNegative?: boolean;
}) {
  const { rect, picture } = props;
  return (
    <SimpleGrid cols={2} spacing="sm">
      {FIELDS.map(([field, label], i) => (
        <NumberInput
          key={field}
          ref={i === 0 ? props.firstRef : undefined}
          label={label}
          suffix=" px"
          min={0}
          max={field === 'x' || field === 'width' ? picture.width : picture.height}
          value={rect[field]}
          onChange={(value) => props.onChange(field, value)}
          allowDecimal={false}
          allowNegative={props.allowNegative}
          disabled={props.disabled}
        />
      ))}
    </SimpleGrid>
  );
}

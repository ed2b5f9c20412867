import { useState } from 'react';
import { NumberInput } from '@mantine/core';

interface RangeFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  unit?: string;
  integer?: boolean;
  error?: string;
  /** called with every number typed; the form keeps it only when it is in range */
  onValue: (value: number) => void;
}

const fmt = (n: number) => String(Math.round(n * 100) / 100);

/**
 * A number field whose out-of-range values are ignored: what is typed shows while typing (so "25" can
 * be typed on the way from "2"), the form keeps only values in range, and on leaving the field it shows the
 * value kept.
 */
export function RangeField({ label, value, min, max, unit, integer, error, onValue }: RangeFieldProps) {
  const [draft, setDraft] = useState<string | number | null>(null);
  return (
    <NumberInput
      label={label}
      description={`${fmt(min)}–${fmt(max)}${unit ? ` ${unit}` : ''}`}
      value={draft ?? value}
      min={min}
      max={max}
      step={1}
      allowDecimal={!integer}
      decimalScale={integer ? 0 : 2}
      allowNegative={false}
      clampBehavior="none"
      error={error}
      onChange={(next) => {
        setDraft(next);
        const n = typeof next === 'number' ? next : Number(next);
        if (next !== '' && Number.isFinite(n)) onValue(n);
      }}
      onBlur={() => setDraft(null)}
    />
  );
}

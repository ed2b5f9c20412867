import { useState } from 'react';
import { Button, Group, NumberInput } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { QUESTION_COUNT, clampQuestionCount } from '@muse/domain';

/**
 * The generate-questions area: how many (an integer; a non-number becomes 5, below 1 becomes 1, above 10
 * becomes 10) and Generate.
 */
export function GenerateQuestions({
  onGenerate,
  generating,
  disabled,
}: {
  onGenerate: (count: number) => void;
  generating: boolean;
  disabled?: boolean;
}) {
  const [count, setCount] = useState<number | string>(QUESTION_COUNT.default);
  return (
    <Group gap="xs" align="flex-end">
      <NumberInput
        label="Number of questions"
        min={QUESTION_COUNT.min}
        max={QUESTION_COUNT.max}
        allowDecimal={false}
        clampBehavior="none"
        value={count}
        onChange={setCount}
        onBlur={() => setCount(clampQuestionCount(count))}
        w={170}
      />
      <Button
        variant="light"
        leftSection={<IconSparkles size={16} aria-hidden />}
        loading={generating}
        disabled={disabled}
        onClick={() => {
          const n = clampQuestionCount(count);
          setCount(n);
          onGenerate(n);
        }}
      >
        Generate
      </Button>
    </Group>
  );
}

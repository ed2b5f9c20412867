import { Badge, Button, Group, Image, List, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconPencil } from '@tabler/icons-react';
import type { MathProblem } from '@muse/contracts';
import { MathText } from '../../../../shared/math-text';
import { CHOICE_LETTERS, DIFFICULTIES } from '../../math/problem-form';
import classes from './MathTab.module.css';

const DIFFICULTY_COLOUR = { easy: 'teal', medium: 'yellow', hard: 'red' } as const;

/** A problem row in view mode: question, choices with the answer marked, difficulty, concepts, graph. */
export function ProblemView({
  problem,
  number,
  onEdit,
}: {
  problem: MathProblem;
  number: number;
  onEdit: () => void;
}) {
  const difficulty = DIFFICULTIES.find((d) => d.value === problem.difficulty)?.label ?? problem.difficulty;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Group gap="xs">
            <Text fw={700} size="sm">
              Problem {number}
            </Text>
            <Badge size="sm" variant="light" color={DIFFICULTY_COLOUR[problem.difficulty]}>
              {difficulty}
            </Badge>
            {!problem.verified && (
              <Badge
                size="sm"
                variant="light"
                color="orange"
                leftSection={<IconAlertTriangle size={12} aria-hidden />}
              >
                Answer not checked
              </Badge>
            )}
          </Group>
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={onEdit}
            aria-label={`Edit problem ${number}`}
          >
            Edit
          </Button>
        </Group>
        <Text size="sm" component="div" className={classes.math}>
          <MathText text={problem.question} />
        </Text>
        {problem.graph?.imageUrl && (
          <Image
            src={problem.graph.imageUrl}
            alt={`Graph of ${problem.graph.functions.join(', ') || 'the points'}`}
            maw={360}
            radius="sm"
            className={classes.graph}
          />
        )}
        <List spacing={4} listStyleType="none" className={classes.choices}>
          {problem.choices.map((choice, i) => {
            const letter = CHOICE_LETTERS[i]!;
            const correct = letter === problem.answer;
            return (
              <List.Item
                key={letter}
                className={classes.choice}
                data-correct={correct || undefined}
                icon={
                  correct ? (
                    <ThemeIcon size={20} radius="xl" color="teal" aria-label="Answer">
                      <IconCheck size={14} aria-hidden />
                    </ThemeIcon>
                  ) : (
                    <ThemeIcon size={20} radius="xl" color="gray" variant="light" aria-hidden>
                      <span />
                    </ThemeIcon>
                  )
                }
              >
                <Text size="sm" component="div" className={classes.math}>
                  <b>{letter}.</b> <MathText text={choice} />
                </Text>
              </List.Item>
            );
          })}
        </List>
        {problem.concepts.length > 0 && (
          <Group gap={6}>
            {problem.concepts.map((c) => (
              <Badge key={c} size="sm" variant="outline" color="gray" tt="none">
                {c}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

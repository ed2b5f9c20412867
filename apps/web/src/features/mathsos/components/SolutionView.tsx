import { useEffect, useRef, useState } from 'react';
import { Box, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronUp, IconPencil, IconPlus, IconSchool } from '@tabler/icons-react';
import type { ResolveProblemReply } from '@muse/contracts';
import { MathText } from '../../../shared/math-text';
import { displayMath } from '../sos-flow';
import { PractiseIt } from './PractiseIt';
import classes from './SolutionView.module.css';

/** The solved problem: the task, each step in words with its math, the answer, and Practise it. */
export function SolutionView({
  solution,
  onEdit,
  onNewProblem,
}: {
  solution: ResolveProblemReply;
  onEdit: () => void;
  onNewProblem: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [practising, setPractising] = useState(false);
  // Keyboard and screen reader users land on the result, not at the top of the page.
  useEffect(() => heading.current?.focus(), []);

  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <div>
            <Title order={2} fz="h3" ref={heading} tabIndex={-1} className={classes.heading}>
              {solution.task}
            </Title>
            <Text size="lg" mt={6} component="div" className={classes.problem}>
              <MathText text={solution.problem} />
            </Text>
          </div>

          {solution.steps.length > 0 && (
            <div>
              <Title order={3} fz="h5" mb="xs">
                Steps
              </Title>
              <List type="ordered" spacing="sm" className={classes.steps}>
                {solution.steps.map((step, i) => (
                  <List.Item key={i}>
                    <Text size="sm" component="div">
                      <MathText text={step.text} />
                    </Text>
                    {step.math.trim() !== '' && (
                      <Box className={classes.math}>
                        <MathText text={displayMath(step.math)} />
                      </Box>
                    )}
                  </List.Item>
                ))}
              </List>
            </div>
          )}

          <div className={classes.answer}>
            <Text size="xs" tt="uppercase" fw={700} c="dimmed">
              Answer
            </Text>
            <MathText text={displayMath(solution.answerTex || solution.answer)} />
          </div>

          <Group gap="sm">
            <Button
              variant={practising ? 'default' : 'light'}
              leftSection={
                practising ? <IconChevronUp size={18} aria-hidden /> : <IconSchool size={18} aria-hidden />
              }
              aria-expanded={practising}
              onClick={() => setPractising((p) => !p)}
            >
              {practising ? 'Hide practice' : 'Practise it'}
            </Button>
            <Button variant="default" leftSection={<IconPencil size={18} aria-hidden />} onClick={onEdit}>
              Edit
            </Button>
            <Button variant="subtle" leftSection={<IconPlus size={18} aria-hidden />} onClick={onNewProblem}>
              New Problem
            </Button>
          </Group>
        </Stack>
      </Paper>
      {practising && <PractiseIt question={solution.question} />}
    </Stack>
  );
}

import { Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconLifebuoy } from '@tabler/icons-react';
import { LoadingState } from '../../../shared/LoadingState';
import { PageContainer } from '../../../shared/PageContainer';
import { useMathSos } from '../hooks/use-math-sos';
import { ProblemInput } from './ProblemInput';
import { SignInNotice } from './SignInNotice';
import { SolutionView } from './SolutionView';

/**
 * MathSOS (music-and-extras §2): a problem from a screenshot (dropped, pasted or picked) or typed, solved with
 * every step; Edit goes back to the text, New Problem starts over, Practise it turns the result into a
 * question card. Visitors and guests are asked to sign in first.
 */
export function MathSosPage() {
  useDocumentTitle('MathSOS · Muse');
  const sos = useMathSos();

  return (
    <PageContainer size="md">
      <Stack gap="lg">
        <div>
          <Group gap="sm" wrap="nowrap">
            <IconLifebuoy size={32} stroke={1.6} aria-hidden color="var(--mantine-primary-color-filled)" />
            <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
              MathSOS
            </Title>
          </Group>
          <Text c="dimmed" mt={4}>
            Stuck on a math problem? Add a screenshot of it or type it, and get the answer with every step.
          </Text>
        </div>

        {sos.sessionLoading ? (
          <LoadingState label="Loading…" />
        ) : (
          <>
            {!sos.signedIn && <SignInNotice waiting={sos.waitingForSignIn} />}
            {sos.state.step === 'solved' && sos.state.solution ? (
              <SolutionView solution={sos.state.solution} onEdit={sos.edit} onNewProblem={sos.newProblem} />
            ) : (
              <ProblemInput sos={sos} />
            )}
          </>
        )}
      </Stack>
    </PageContainer>
  );
}

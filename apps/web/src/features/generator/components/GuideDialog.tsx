import { useState } from 'react';
import { Button, Group, Modal, Stepper, Text, Title } from '@mantine/core';
import { GUIDE_STEPS } from '../guide-steps';

/** The first-time guide (`/images?onboarding`, or "Show me how" on the welcome): the page in four steps. */
export function GuideDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [active, setActive] = useState(0);
  const last = active === GUIDE_STEPS.length - 1;
  const close = () => {
    onClose();
    setActive(0);
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={
        <Title order={2} fz="h3">
          How Muse makes pictures
        </Title>
      }
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close the guide' }}
    >
      <Stepper active={active} onStepClick={setActive} size="sm" aria-label="Guide steps">
        {GUIDE_STEPS.map((step) => (
          <Stepper.Step key={step.label} label={step.label}>
            <Title order={3} fz="h4" mt="md">
              {step.title}
            </Title>
            <Text mt="xs">{step.text}</Text>
          </Stepper.Step>
        ))}
      </Stepper>
      <Group justify="space-between" mt="xl">
        <Button variant="default" onClick={() => setActive((a) => a - 1)} disabled={active === 0}>
          Back
        </Button>
        <Text size="sm" c="dimmed" aria-live="polite">
          Step {active + 1} of {GUIDE_STEPS.length}
        </Text>
        {last ? (
          <Button onClick={close}>Start creating</Button>
        ) : (
          <Button onClick={() => setActive((a) => a + 1)}>Next</Button>
        )}
      </Group>
    </Modal>
  );
}

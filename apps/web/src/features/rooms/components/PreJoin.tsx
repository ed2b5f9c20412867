import { useState } from 'react';
import { Alert, Button, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import type { RoomPhase } from '../hooks/use-live-room';

interface Props {
  roomName: string;
  defaultName: string;
  phase: RoomPhase;
  onJoin(name: string, want: { camera: boolean; microphone: boolean }): void;
}

/** Before joining: the name the others see, camera and microphone on or off. */
export function PreJoin({ roomName, defaultName, phase, onJoin }: Props) {
  const [name, setName] = useState(defaultName);
  const [camera, setCamera] = useState(true);
  const [microphone, setMicrophone] = useState(true);
  const [touched, setTouched] = useState(false);
  const nameError = touched && !name.trim() ? 'Enter the name the others will see.' : null;
  return (
    <Paper withBorder p="lg" maw={480} mx="auto" mt="lg" radius="md">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setTouched(true);
          if (name.trim()) onJoin(name, { camera, microphone });
        }}
      >
        <Stack>
          <div>
            <Title order={1} size="h2">
              Live room
            </Title>
            <Text c="dimmed" size="sm">
              {roomName}: video, voice and screen sharing for up to 8 people.
            </Text>
          </div>
          {phase.name === 'failed' && (
            <Alert color="red" title="You couldn't join the room" role="alert">
              {phase.message}
            </Alert>
          )}
          {phase.name === 'left' && (
            <Alert color="blue" title="You left the room">
              You can join again whenever you like.
            </Alert>
          )}
          <TextInput
            label="Your name"
            description="The others see this name."
            value={name}
            maxLength={40}
            error={nameError}
            onChange={(e) => setName(e.currentTarget.value)}
            onBlur={() => setTouched(true)}
          />
          <Switch label="Camera" checked={camera} onChange={(e) => setCamera(e.currentTarget.checked)} />
          <Switch
            label="Microphone"
            checked={microphone}
            onChange={(e) => setMicrophone(e.currentTarget.checked)}
          />
          <Button type="submit" loading={phase.name === 'joining'}>
            {phase.name === 'left' ? 'Join again' : 'Join the room'}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

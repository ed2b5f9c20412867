import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { MathSection, MathTopic } from '@muse/contracts';
import { errorMessage, isApiError } from '../../../../app/api-error';
import { notifySuccess } from '../../../../app/notify';
import type { useMathTopics } from '../../hooks/use-math-topics';
import { youtubeVideoId } from '../../math/video-id';

/**
 * A lesson's topic name, YouTube video (an id or a link) and short lesson text, with Save: it creates the
 * lesson or updates it (POST /ai/topic/satmath). Save is off while nothing changed.
 */
export function LessonTopicForm({
  officeId,
  section,
  lesson,
  topic,
  save,
}: {
  officeId: string;
  section: MathSection;
  lesson: number;
  topic: MathTopic | null;
  save: ReturnType<typeof useMathTopics>['save'];
}) {
  const [name, setName] = useState(topic?.topic ?? '');
  const [video, setVideo] = useState(topic?.videoId ?? '');
  const [text, setText] = useState(topic?.lessonText ?? '');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const videoId = youtubeVideoId(video);
  const changed =
    name.trim() !== (topic?.topic ?? '') ||
    (videoId ?? video) !== (topic?.videoId ?? '') ||
    text.trim() !== (topic?.lessonText ?? '');
  const nameError = fieldErrors.topic;
  const videoError =
    videoId === null ? 'Give a YouTube video id (11 characters) or a YouTube link.' : fieldErrors.videoId;

  const submit = () => {
    if (name.trim() === '' || videoId === null) return;
    setFieldErrors({});
    save.mutate(
      { officeId, section, lesson, topic: name.trim(), videoId, lessonText: text.trim() },
      {
        onSuccess: ({ topic: saved }) => {
          setName(saved.topic);
          setVideo(saved.videoId);
          setText(saved.lessonText);
          notifySuccess(topic ? `Lesson ${lesson} is saved.` : `Lesson ${lesson} is created.`);
        },
        onError: (error) => setFieldErrors(isApiError(error) ? { ...error.fields } : {}),
      },
    );
  };
  const otherError = save.isError && Object.keys(fieldErrors).length === 0 ? errorMessage(save.error) : null;

  return (
    <Stack gap="sm">
      <TextInput
        label="Topic"
        placeholder="Linear equations in one variable"
        required
        maxLength={120}
        value={name}
        error={nameError}
        onChange={(e) => setName(e.currentTarget.value)}
      />
      <TextInput
        label="YouTube video"
        description={
          videoId ? `Video id: ${videoId}` : 'A video id or a YouTube link; leave it empty for none.'
        }
        placeholder="https://www.youtube.com/watch?v=…"
        maxLength={200}
        value={video}
        error={videoError}
        onChange={(e) => setVideo(e.currentTarget.value)}
      />
      <Textarea
        label="Lesson text"
        description="A short explanation learners read in the study view."
        autosize
        minRows={2}
        maxRows={8}
        maxLength={4000}
        value={text}
        error={fieldErrors.lessonText}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      {otherError && (
        <Alert color="red" variant="light" role="alert">
          {otherError}
        </Alert>
      )}
      <Group gap="sm">
        <Button
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          disabled={!changed || name.trim() === '' || videoId === null}
          loading={save.isPending}
          onClick={submit}
        >
          Save
        </Button>
        {!topic && (
          <Text size="xs" c="dimmed">
            Lesson {lesson} is new: saving creates it.
          </Text>
        )}
      </Group>
    </Stack>
  );
}

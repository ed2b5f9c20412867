import { useState } from 'react';
import { Alert, Button, FileButton, Group, Progress, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconFileText, IconWorldDownload } from '@tabler/icons-react';
import { OFFICE_LIMITS } from '@muse/contracts';
import { errorMessage, isApiError } from '../../../app/api-error';
import { useFileUpload } from '../hooks/use-file-upload';
import type { useTopicActions } from '../hooks/use-topics';
import { TOPIC_TEXT_REQUIRED, topicNameFromFile, topicNameProblem } from '../topic-form';
import { UPLOAD_ACCEPT } from '../upload';

interface NewTopicFormProps {
  source: 'page' | 'file';
  topics: string[];
  actions: ReturnType<typeof useTopicActions>;
  onSaved: (topic: string) => void;
  onCancel: () => void;
}

/**
 * A new topic, from a web page (its address is read, the text shows for review; the text can also be typed)
 * or from an uploaded file (with a progress bar; named after the file unless a name is typed). The topic
 * name is required; Save creates the topic.
 */
export function NewTopicForm({ source, topics, actions, onSaved, onCancel }: NewTopicFormProps) {
  const [topic, setTopic] = useState('');
  const [text, setText] = useState('');
  const [pageUrl, setPageUrl] = useState('');
  const [fileNote, setFileNote] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const upload = useFileUpload();
  const { save, readPage } = actions;

  const nameProblem = topicNameProblem(topic, topics);
  const textProblem = text.trim() === '' ? TOPIC_TEXT_REQUIRED : null;
  const saveFieldError = (field: string) => (isApiError(save.error) ? save.error.field(field) : undefined);
  const saveError =
    save.isError && !saveFieldError('topic') && !saveFieldError('text') ? errorMessage(save.error) : null;

  const read = () => {
    const url = pageUrl.trim();
    if (!url) return;
    readPage.mutate(url, {
      onSuccess: (page) => {
        setText(page.text);
        setPageUrl(page.pageUrl);
        if (topic.trim() === '' && page.title.trim() !== '')
          setTopic(page.title.trim().slice(0, OFFICE_LIMITS.topic));
      },
    });
  };

  const pick = async (file: File | null) => {
    if (!file) return;
    setFileNote(null);
    const reply = await upload.upload(file);
    if (!reply) return;
    setText(reply.text);
    const fromFile = topicNameFromFile(reply.filename || file.name);
    setTopic((typed) => (typed.trim() === '' ? fromFile : typed));
    const pages = reply.pages ? `, ${reply.pages} ${reply.pages === 1 ? 'page' : 'pages'}` : '';
    const cut = reply.truncated ? ' (cut at the largest size a topic can have)' : '';
    setFileNote(
      `${reply.filename || file.name}: ${reply.format.toUpperCase()}${pages}, ${reply.text.length.toLocaleString()} characters${cut}`,
    );
  };

  const submit = () => {
    setTried(true);
    if (nameProblem || textProblem) return;
    const name = topic.trim();
    save.mutate(
      { topic: name, text, pageUrl: source === 'page' ? pageUrl.trim() || undefined : undefined },
      { onSuccess: (saved) => onSaved(saved.topic) },
    );
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      aria-label={source === 'page' ? 'Add a topic from a web page' : 'Add a topic from a file'}
    >
      <Stack gap="sm">
        {source === 'page' ? (
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label="Web page address"
              placeholder="https://example.com/about"
              type="url"
              inputMode="url"
              maxLength={OFFICE_LIMITS.pageUrl}
              value={pageUrl}
              onChange={(e) => setPageUrl(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  read();
                }
              }}
              error={isApiError(readPage.error) ? readPage.error.field('pageUrl') : undefined}
              style={{ flex: 1, minWidth: 0 }}
              data-autofocus
            />
            <Button
              variant="default"
              leftSection={<IconWorldDownload size={16} aria-hidden />}
              onClick={read}
              loading={readPage.isPending}
              disabled={pageUrl.trim() === ''}
            >
              Read page
            </Button>
          </Group>
        ) : (
          <Stack gap={6}>
            <Group gap="sm">
              <FileButton onChange={(file) => void pick(file)} accept={UPLOAD_ACCEPT}>
                {(props) => (
                  <Button
                    {...props}
                    variant="default"
                    leftSection={<IconFileText size={16} aria-hidden />}
                    loading={upload.uploading}
                  >
                    Choose file
                  </Button>
                )}
              </FileButton>
              <Text size="xs" c="dimmed">
                PDF, Word (doc, docx) or text, up to 200 MB
              </Text>
            </Group>
            {(upload.uploading || upload.percent > 0) && (
              <Progress
                value={upload.percent}
                animated={upload.uploading}
                aria-label="Upload progress"
                size="md"
              />
            )}
            {upload.error && (
              <Alert color="red" variant="light" role="alert">
                {upload.error}
              </Alert>
            )}
            {fileNote && (
              <Text size="xs" c="dimmed" role="status">
                {fileNote}
              </Text>
            )}
          </Stack>
        )}
        {readPage.isError && !(isApiError(readPage.error) && readPage.error.field('pageUrl')) && (
          <Alert color="red" variant="light" role="alert" title="Couldn't read the page">
            {errorMessage(readPage.error)}
          </Alert>
        )}
        <TextInput
          label="Topic name"
          description={source === 'file' ? 'Leave it empty to name the topic after the file.' : undefined}
          required
          maxLength={OFFICE_LIMITS.topic}
          value={topic}
          onChange={(e) => setTopic(e.currentTarget.value)}
          error={(tried || topic !== '' ? nameProblem : null) ?? saveFieldError('topic')}
        />
        <Textarea
          label="Text"
          description={
            source === 'page'
              ? 'The page’s text shows here to review. You can also type or paste a text.'
              : 'The file’s text shows here to review.'
          }
          autosize
          minRows={6}
          maxRows={14}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={(tried ? textProblem : null) ?? saveFieldError('text')}
        />
        {saveError && (
          <Alert color="red" variant="light" role="alert">
            {saveError}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          {/* Disabled without a topic, and without a text to save. */}
          <Button type="submit" loading={save.isPending} disabled={topic.trim() === '' || text.trim() === ''}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import type { ReactNode } from 'react';
import { Alert, Button, Group, TextInput, type ButtonProps } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { interviewGenerateDisabled } from '@muse/domain';
import { errorMessage } from '../../../app/api-error';

/**
 * The job title and the button that writes questions for it, with the question-count field between them
 * and the failure below: one row for the assistant's interview setup and the practice page. The button is
 * off while the title is blank; without `onGenerate` it submits the form around it (Enter in the title
 * then writes questions too).
 */
export function JobTitleGenerate({
  jobTitle,
  onJobTitleChange,
  countField,
  label,
  variant,
  generating,
  error,
  onGenerate,
}: {
  jobTitle: string;
  onJobTitleChange: (jobTitle: string) => void;
  /** how many questions to write: each page has its own field */
  countField: ReactNode;
  label: string;
  variant: ButtonProps['variant'];
  generating: boolean;
  /** the last request's failure, null when there is none */
  error: unknown;
  onGenerate?: () => void;
}) {
  return (
    <>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Job title"
          required
          maxLength={200}
          value={jobTitle}
          onChange={(e) => onJobTitleChange(e.currentTarget.value)}
          style={{ flex: '1 1 240px' }}
        />
        {countField}
        <Button
          type={onGenerate ? 'button' : 'submit'}
          variant={variant}
          leftSection={<IconSparkles size={16} aria-hidden />}
          disabled={interviewGenerateDisabled(jobTitle)}
          loading={generating}
          onClick={onGenerate}
        >
          {label}
        </Button>
      </Group>
      {error !== null && (
        <Alert color="red" variant="light" role="alert" title="No questions this time">
          {errorMessage(error)}
        </Alert>
      )}
    </>
  );
}

import { Textarea } from '@mantine/core';

/** The words a tool works from: the change to make, or what the picture shows. */
export function PromptField(props: {
  label: string;
  value: string;
  placeholder?: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  return (
    <Textarea
      label={props.label}
      value={props.value}
      placeholder={props.placeholder}
      onChange={(e) => props.onChange(e.currentTarget.value)}
      disabled={props.disabled}
      autosize
      minRows={2}
      maxRows={6}
      maxLength={2000}
    />
  );
}

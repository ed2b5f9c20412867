import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { Button, FileButton, Group, Modal, Progress, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconFileTypePdf, IconMathFunction, IconSend } from '@tabler/icons-react';
import { answerProblem, type AnswerBox } from '@muse/domain';
import { errorMessage } from '../../../app/api-error';
import { openLoginDialog, useSession } from '../../auth';
import { dialogPanelApi } from '../dialog-panel.api';
import { pdfAnswer } from '../panel-helpers';
import { RegistrationSlot, VoiceAnswerSlot } from './integrations';
import classes from './DialogPanel.module.css';

// SAT math practice loads only when a dialog asks for it.
const DialogSatMath = lazy(() => import('../../sat-math').then((m) => ({ default: m.DialogSatMath })));

export interface SubmittedAnswer {
  text: string;
  audioUrl?: string;
}

interface AnswerInputProps {
  box: AnswerBox;
  officeId: string;
  defaultText: string;
  /** the runtime's verdict: an error message, or undefined when the dialog moved on */
  onSubmit: (answer: SubmittedAnswer) => string | undefined;
  disabled?: boolean;
  /** a preview (the setup's dialog editor): nothing is uploaded or sent */
  preview?: boolean;
}

/** The answer box a question asks for: typed text, voice, a PDF, the demo form, or SAT math practice. */
export function AnswerInput(props: AnswerInputProps) {
  switch (props.box.kind) {
    case 'text':
      return <TextAnswer {...props} />;
    case 'voice':
      return (
        <VoiceAnswerSlot
          officeId={props.officeId || undefined}
          box={props.box}
          disabled={props.disabled}
          preview={props.preview}
          onSubmit={(answer) => props.onSubmit(answer)}
          fallback={<TextAnswer {...props} />}
        />
      );
    case 'pdf':
      return <PdfAnswer {...props} />;
    case 'sat-math':
      return <SatMathAnswer {...props} />;
    case 'registration':
      if (props.preview)
        return (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              Visitors fill in the demo request form here.
            </Text>
            <Group>
              <Button variant="light" onClick={() => props.onSubmit({ text: 'Demo request sent' })}>
                Continue
              </Button>
            </Group>
          </Stack>
        );
      return (
        <RegistrationSlot
          officeId={props.officeId || undefined}
          disabled={props.disabled}
          onDone={() => props.onSubmit({ text: 'Demo request sent' })}
        />
      );
  }
}

function TextAnswer({ box, defaultText, onSubmit, disabled }: AnswerInputProps) {
  const [text, setText] = useState(defaultText);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  // SetDefaultText after the box appeared fills it
  const [shownDefault, setShownDefault] = useState(defaultText);
  if (shownDefault !== defaultText) {
    setShownDefault(defaultText);
    setText(defaultText);
  }
  useEffect(() => inputRef.current?.focus({ preventScroll: true }), []);
  const empty = text.trim() === '';
  const submit = () => {
    if (empty || disabled) return;
    const problem = answerProblem(text, box) ?? onSubmit({ text });
    setError(problem ?? null);
  };
  const common = {
    ref: inputRef,
    label: 'Your answer',
    value: text,
    maxLength: box.maxLength,
    disabled,
    error,
    onChange: (e: React.ChangeEvent<HTMLInputElement & HTMLTextAreaElement>) => {
      setText(e.currentTarget.value);
      if (error) setError(null);
    },
  };
  return (
    <form
      className={classes.answerForm}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {box.mode === 'input' ? (
        <TextInput {...common} placeholder="Type your answer" />
      ) : (
        <Textarea
          {...common}
          placeholder="Type your answer"
          autosize
          minRows={3}
          maxRows={8}
          description={
            box.minLength > 1 ? `${text.trim().length} of at least ${box.minLength} characters` : undefined
          }
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
              e.preventDefault();
              submit();
            }
          }}
        />
      )}
      <Group justify="flex-end">
        <Button type="submit" disabled={empty || disabled} rightSection={<IconSend size={16} aria-hidden />}>
          Submit
        </Button>
      </Group>
    </form>
  );
}

function PdfAnswer({ box, onSubmit, disabled, preview }: AnswerInputProps) {
  const { session, isGuest } = useSession();
  const [state, setState] = useState<{ busy: boolean; error: string | null; name: string | null }>({
    busy: false,
    error: null,
    name: null,
  });
  const abortRef = useRef<AbortController | null>(null);
  useEffect(() => () => abortRef.current?.abort(), []);

  if (!preview && (!session || isGuest))
    return (
      <Stack gap="xs">
        <Text size="sm">Sign in to send your PDF.</Text>
        <Group>
          <Button variant="light" onClick={openLoginDialog}>
            Sign in
          </Button>
        </Group>
      </Stack>
    );

  const pick = async (file: File | null) => {
    if (!file) return;
    if (!/\.pdf$/i.test(file.name)) {
      setState({ busy: false, error: 'Choose a PDF file.', name: file.name });
      return;
    }
    if (preview) {
      setState({ busy: false, error: onSubmit({ text: `(${file.name})` }) ?? null, name: file.name });
      return;
    }
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setState({ busy: true, error: null, name: file.name });
    try {
      const reply = await dialogPanelApi.readPdf(file, controller.signal);
      const text = pdfAnswer(reply.text, box.maxLength);
      const problem = text === '' ? 'This PDF has no text we could read.' : onSubmit({ text });
      setState({ busy: false, error: problem ?? null, name: file.name });
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({ busy: false, error: errorMessage(error), name: file.name });
    }
  };

  return (
    <Stack gap="xs">
      <Group>
        <FileButton
          onChange={(file) => void pick(file)}
          accept="application/pdf,.pdf"
          disabled={disabled || state.busy}
        >
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconFileTypePdf size={18} aria-hidden />}
              loading={state.busy}
            >
              Upload a PDF
            </Button>
          )}
        </FileButton>
        {state.name && (
          <Text size="sm" c="dimmed" className={classes.fileName}>
            {state.name}
          </Text>
        )}
      </Group>
      {state.busy && <Progress value={100} animated aria-label="Reading your PDF" />}
      {state.error && (
        <Text size="sm" c="red" role="alert">
          {state.error}
        </Text>
      )}
    </Stack>
  );
}

/**
 * [SAT_MATH]: SAT math lessons in a full-screen window (the office's own when it is a math office, else the
 * shipped ones); Continue moves the dialog on.
 */
function SatMathAnswer({ officeId, onSubmit, disabled, preview }: AnswerInputProps) {
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Button
          leftSection={<IconMathFunction size={18} aria-hidden />}
          disabled={disabled || preview}
          onClick={() => {
            setLoaded(true);
            setOpened(true);
          }}
        >
          Practice SAT math
        </Button>
        <Button variant="light" disabled={disabled} onClick={() => onSubmit({ text: '' })}>
          Continue
        </Button>
      </Group>
      {loaded && (
        <Modal opened={opened} onClose={() => setOpened(false)} fullScreen title="SAT Math">
          <Suspense fallback={<Text c="dimmed">Loading the lessons…</Text>}>
            <DialogSatMath officeId={officeId} />
          </Suspense>
        </Modal>
      )}
    </Stack>
  );
}

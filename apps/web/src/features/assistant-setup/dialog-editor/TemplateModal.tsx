import { useState } from 'react';
import { Button, Group, Modal, Radio, Stack, TextInput } from '@mantine/core';
import { DIALOG_TEMPLATES, type DialogTemplateFill, type DialogTemplateId } from '@muse/domain';
import { useNestedDialog } from '../nested-dialogs';
import classes from './DialogEditor.module.css';

interface TemplateModalProps {
  opened: boolean;
  onClose: () => void;
  /** the assistant's name and the owner's email, to fill the templates in */
  defaults: DialogTemplateFill;
  onChoose: (id: DialogTemplateId, fill: DialogTemplateFill) => void;
}

/** "Start from a template": the three templates; the mock interview asks its job title and results email. */
export function TemplateModal({ opened, onClose, defaults, onChoose }: TemplateModalProps) {
  useNestedDialog(opened);
  const [chosen, setChosen] = useState<DialogTemplateId>('welcome-tour');
  const [jobTitle, setJobTitle] = useState('');
  const [email, setEmail] = useState(defaults.email ?? '');
  const template = DIALOG_TEMPLATES.find((t) => t.id === chosen)!;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Start from a template"
      zIndex={400}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onChoose(chosen, { ...defaults, jobTitle, email });
        }}
      >
        <Stack gap="md">
          <Radio.Group
            value={chosen}
            onChange={(value) => {
              const t = DIALOG_TEMPLATES.find((x) => x.id === value);
              if (t) setChosen(t.id);
            }}
            label="Template"
          >
            <div className={classes.templates}>
              {DIALOG_TEMPLATES.map((t) => (
                <Radio key={t.id} value={t.id} label={t.title} description={t.description} />
              ))}
            </div>
          </Radio.Group>
          {template.asks.includes('jobTitle') && (
            <TextInput
              label="Job title"
              placeholder="C# developer"
              maxLength={200}
              value={jobTitle}
              onChange={(e) => setJobTitle(e.currentTarget.value)}
            />
          )}
          {template.asks.includes('email') && (
            <TextInput
              label="Email for the results"
              type="email"
              maxLength={320}
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit">Use this template</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

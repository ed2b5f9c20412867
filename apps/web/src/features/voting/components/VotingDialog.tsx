import { useState } from 'react';
import { Alert, Button, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { IconHeart, IconThumbDown } from '@tabler/icons-react';
import type { ImageItem } from '@muse/contracts';
import { errorMessage } from '../../../app/api-error';
import { notifySuccess } from '../../../app/notify';
import { useVote } from '../hooks/use-vote';
import { VOTING_TEXTS as T, afterCloseRequest } from '../voting-rules';
import type { Vote, VotingStep } from '../voting-rules';
import classes from './VotingDialog.module.css';

interface VotingDialogProps {
  item: ImageItem;
  opened: boolean;
  /** The screen is done: voted, or closed at the closing prompt. */
  onDone: () => void;
}

/** The voting screen: a random image with Like and Dislike; closing it first asks "Do you like this image?". */
export function VotingDialog({ item, opened, onDone }: VotingDialogProps) {
  const [step, setStep] = useState<VotingStep>('vote');
  const vote = useVote();
  const pending = vote.isPending ? vote.variables.vote : null;

  const cast = (choice: Vote) =>
    vote.mutate(
      { filename: item.filename, vote: choice },
      {
        onSuccess: () => {
          notifySuccess(T.thanks[choice]);
          onDone();
        },
      },
    );
  const requestClose = () => {
    if (vote.isPending) return;
    const next = afterCloseRequest(step);
    vote.reset();
    if (next === 'closed') onDone();
    else setStep(next);
  };

  const buttons = (labels: { like: string; dislike: string }) => (
    <Group justify="center" gap="sm" grow>
      <Button
        variant="default"
        leftSection={<IconThumbDown size={18} aria-hidden />}
        loading={pending === 'dislike'}
        disabled={pending === 'like'}
        onClick={() => cast('dislike')}
      >
        {labels.dislike}
      </Button>
      <Button
        color="pink"
        leftSection={<IconHeart size={18} aria-hidden />}
        loading={pending === 'like'}
        disabled={pending === 'dislike'}
        onClick={() => cast('like')}
      >
        {labels.like}
      </Button>
    </Group>
  );
  const error = vote.isError && (
    <Alert color="red" title={T.voteFailed} role="alert">
      {errorMessage(vote.error)}
    </Alert>
  );

  return (
    <Modal
      opened={opened}
      onClose={requestClose}
      title={step === 'vote' ? T.title : T.closingTitle}
      centered
      size={step === 'vote' ? 'lg' : 'sm'}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {step === 'vote' ? (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {T.intro}
          </Text>
          <ImageFrame item={item} large />
          {item.name && (
            <Text fw={500} ta="center" lineClamp={1}>
              {item.name}
            </Text>
          )}
          {error}
          {buttons({ like: T.like, dislike: T.dislike })}
        </Stack>
      ) : (
        <Stack gap="sm">
          <ImageFrame item={item} large={false} />
          <Text fw={500} ta="center">
            {T.closingQuestion}
          </Text>
          {error}
          {buttons({ like: T.yes, dislike: T.no })}
          <Button variant="subtle" color="gray" size="xs" onClick={requestClose} disabled={vote.isPending}>
            {T.skip}
          </Button>
        </Stack>
      )}
    </Modal>
  );
}

/** The image in a box of its own proportions, so the dialog does not jump while it loads. */
function ImageFrame({ item, large }: { item: ImageItem; large: boolean }) {
  const full = item.imageUrl ?? item.imageThumbUrl ?? '';
  const [src, setSrc] = useState(large ? full : (item.imageThumbUrl ?? full));
  return (
    <div
      className={large ? classes.frame : classes.thumbFrame}
      style={{ aspectRatio: `${item.width} / ${item.height}` }}
    >
      <Image
        src={src}
        alt={item.description || item.name}
        className={classes.image}
        // The full image failed: the thumbnail is better than a broken picture.
        onError={() => item.imageThumbUrl && src !== item.imageThumbUrl && setSrc(item.imageThumbUrl)}
      />
    </div>
  );
}

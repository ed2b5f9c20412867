import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Badge, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconChartBar, IconHistory } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Poll } from '@muse/contracts';
import { POLL_POPUP_CLOSE_MS } from '@muse/domain';
import { errorMessage } from '../../../app/api-error';
import { useSession } from '../../auth';
import { dialogPolls, type DialogPollRequest } from '../dialog-polls';
import { connectOffice, type OfficeSocket } from '../poll-socket';
import { pollsApi } from '../polls.api';
import { votesLabel, withResults } from '../poll-view';
import { PollHistory, pollHistoryKey } from './PollHistory';
import { PollPopup } from './PollPopup';
import { PollResultsList } from './PollResultsList';
import { StartPollModal } from './StartPollModal';

export interface OfficePollsProps {
  officeId: string;
  /** the owner's and admins' controls: Start a poll, the live results, past polls */
  canStart: boolean;
}

/**
 * An office's live polls: listens on the socket in the office's room; visitors get the poll popup (closed
 * 5 s after their vote); owners and admins get "Start a poll", the open poll's live results and past polls.
 * It also shows the polls of the office's dialogs (`showDialogPoll`).
 */
export function OfficePolls({ officeId, canStart }: OfficePollsProps) {
  const { session } = useSession();
  const queryClient = useQueryClient();
  const [poll, setPoll] = useState<Poll | null>(null);
  const [popupOpen, setPopupOpen] = useState(false);
  const [voting, setVoting] = useState(false);
  const [voteError, setVoteError] = useState<string | null>(null);
  const [startOpen, setStartOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const socket = useRef<OfficeSocket | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const insider = useRef(canStart);
  const voted = useRef(false);
  const who = session?.userId ?? null;
  useEffect(() => {
    insider.current = canStart;
    voted.current = poll?.myVote != null;
  });

  useEffect(() => {
    const refreshHistory = () => {
      if (insider.current) void queryClient.invalidateQueries({ queryKey: pollHistoryKey(officeId) });
    };
    socket.current = connectOffice(officeId, {
      onPoll: (next) => {
        clearTimeout(closeTimer.current);
        setPoll(next);
        setVoteError(null);
        setPopupOpen(!insider.current);
        refreshHistory();
      },
      // On joining after voting (or as the owner): the poll with its results, without opening the popup.
      onPollWithResults: (next) => setPoll(next),
      onResults: (event) => setPoll((p) => (p ? withResults(p, event) : p)),
      onClosed: (event) => {
        setPoll((p) => (p && p._id === event.pollId ? { ...p, open: false } : p));
        // A poll closed before this visitor voted goes away; results they have stay until their timer ends.
        if (!voted.current) setPopupOpen(false);
        refreshHistory();
      },
    });
    return () => {
      socket.current?.close();
      socket.current = null;
      clearTimeout(closeTimer.current);
    };
    // `who`: the socket's identity changes with the session, so it connects again as the new person.
  }, [officeId, who, queryClient]);

  const vote = async (value: string) => {
    if (!poll || !socket.current) return;
    setVoting(true);
    setVoteError(null);
    const ack = await socket.current.vote(poll._id, value);
    setVoting(false);
    if ('error' in ack) {
      setVoteError(ack.error.message);
      return;
    }
    if (ack.poll) setPoll(ack.poll);
    closeTimer.current = setTimeout(() => setPopupOpen(false), POLL_POPUP_CLOSE_MS);
  };

  const close = useMutation({
    mutationFn: (pollId: string) => pollsApi.close(pollId),
    onSuccess: (closed) => {
      setPoll(closed);
      void queryClient.invalidateQueries({ queryKey: pollHistoryKey(officeId) });
    },
  });

  return (
    <>
      {canStart && (
        <Stack gap="sm">
          <Group gap="xs">
            <Button
              variant="light"
              leftSection={<IconChartBar size={18} aria-hidden />}
              onClick={() => setStartOpen(true)}
            >
              Start a poll
            </Button>
            <Button
              variant="subtle"
              leftSection={<IconHistory size={18} aria-hidden />}
              onClick={() => setHistoryOpen(true)}
            >
              Past polls
            </Button>
          </Group>
          {poll?.open && (
            <Paper withBorder radius="md" p="md" aria-label="The open poll">
              <Stack gap="sm">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={2} miw={0}>
                    <Group gap="xs">
                      <Badge color="green" size="sm">
                        Open
                      </Badge>
                      <Text size="xs" c="dimmed">
                        {votesLabel(poll.results.total)}
                      </Text>
                    </Group>
                    <Text fw={700}>{poll.question}</Text>
                  </Stack>
                  <Button
                    variant="default"
                    size="xs"
                    loading={close.isPending}
                    onClick={() => close.mutate(poll._id)}
                  >
                    Close the poll
                  </Button>
                </Group>
                <PollResultsList poll={{ ...poll, myVote: null }} />
                {close.isError && (
                  <Text size="sm" c="red.7" role="alert">
                    {errorMessage(close.error)}
                  </Text>
                )}
              </Stack>
            </Paper>
          )}
          <StartPollModal
            officeId={officeId}
            opened={startOpen}
            onClose={() => setStartOpen(false)}
            onStarted={(started) => {
              setPoll(started);
              setStartOpen(false);
              void queryClient.invalidateQueries({ queryKey: pollHistoryKey(officeId) });
            }}
          />
          <Modal opened={historyOpen} onClose={() => setHistoryOpen(false)} title="Past polls" size="lg">
            {historyOpen && <PollHistory officeId={officeId} />}
          </Modal>
        </Stack>
      )}
      <PollPopup
        poll={poll}
        opened={popupOpen && !canStart}
        busy={voting}
        error={voteError}
        onVote={(value) => void vote(value)}
        onClose={() => {
          clearTimeout(closeTimer.current);
          setPopupOpen(false);
        }}
      />
      <DialogPollHost officeId={officeId} />
    </>
  );
}

/** Shows the polls of the office's dialogs, one at a time, each closing 5 s after the vote. */
function DialogPollHost({ officeId }: { officeId: string }) {
  const request = useSyncExternalStore(dialogPolls.subscribe, dialogPolls.current);
  useEffect(() => dialogPolls.addHost(), []);
  if (!request) return null;
  return <DialogPoll key={request.id} officeId={officeId} request={request} />;
}

function DialogPoll({ officeId, request }: { officeId: string; request: DialogPollRequest }) {
  const [poll, setPoll] = useState<Poll>(request.preview);
  const [open, setOpen] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const vote = useMutation({
    mutationFn: (value: string) => pollsApi.dialogVote(request.officeId || officeId, request.pollJson, value),
    onSuccess: (voted) => {
      setPoll(voted);
      timer.current = setTimeout(finish, POLL_POPUP_CLOSE_MS);
    },
  });
  function finish() {
    clearTimeout(timer.current);
    setOpen(false);
    // Let the popup slide away before the dialog moves on.
    setTimeout(() => dialogPolls.finish(request.id), 220);
  }
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <PollPopup
      poll={poll}
      opened={open}
      busy={vote.isPending}
      error={vote.isError ? errorMessage(vote.error) : null}
      onVote={(value) => vote.mutate(value)}
      onClose={finish}
    />
  );
}

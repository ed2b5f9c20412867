import { describe, expect, it } from 'vitest';
import { dialogPolls, previewOf, showDialogPoll } from './dialog-polls';

describe('dialog polls', () => {
  it('reads a ShowPoll JSON into a poll without votes', () => {
    expect(previewOf('o1', '{"pollType":"quiz","name":"2+2?","choices":["3","4"],"answer":1}')).toMatchObject(
      {
        officeId: 'o1',
        pollType: 'quiz',
        question: '2+2?',
        source: 'dialog',
        myVote: null,
        choices: [
          { value: '3', text: '3', result: 0, percent: 0 },
          { value: '4', text: '4', result: 0, percent: 0 },
        ],
      },
    );
    expect(previewOf('o1', 'not json')).toBeNull();
  });

  it('ends at once without a poll host, and waits for the host to finish otherwise', async () => {
    await expect(showDialogPoll('o1', '{"pollType":"yesno","question":"Ready?"}')).resolves.toBeUndefined();
    const removeHost = dialogPolls.addHost();
    let done = false;
    const shown = showDialogPoll('o1', '{"pollType":"yesno","question":"Ready?"}').then(() => (done = true));
    const request = dialogPolls.current();
    expect(request?.preview.question).toBe('Ready?');
    await Promise.resolve();
    expect(done).toBe(false);
    dialogPolls.finish(request!.id);
    await shown;
    expect(done).toBe(true);
    expect(dialogPolls.current()).toBeUndefined();
    removeHost();
  });
});

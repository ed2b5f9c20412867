import { describe, expect, it } from 'vitest';
import { GAME_WRAP_UP_TEXT } from '@muse/domain';
import {
  canSubmit,
  initialInsightState,
  insightReducer,
  wrapUpDetail,
  type InsightAction,
  type InsightState,
} from './insight';

const run = (state: InsightState, ...actions: InsightAction[]) => actions.reduce(insightReducer, state);

const asked = run(initialInsightState, { type: 'asked', question: 'Who painted Guernica?' });
const typed = (answer: string) => run(asked, { type: 'typed', answer });
const won = (credits: number, mayRetry: boolean) =>
  run(
    typed('Picasso'),
    { type: 'submitted' },
    {
      type: 'answered',
      reply: {
        win: { credits, _id: 'w1' },
        mayRetry,
        answer: 'Pablo Picasso',
        message: `Right! You won ${credits} credits.`,
      },
    },
  );

describe('The Insight (§4, §5)', () => {
  it('starts by asking for a question, then shows it with an empty answer', () => {
    expect(initialInsightState.phase).toBe('asking');
    expect(asked).toMatchObject({ phase: 'question', question: 'Who painted Guernica?', answer: '' });
  });

  it('submit is disabled until an answer is typed and while the request is in flight', () => {
    expect(canSubmit(asked)).toBe(false);
    expect(canSubmit(typed('   '))).toBe(false);
    expect(insightReducer(typed('  '), { type: 'submitted' }).phase).toBe('question');
    expect(canSubmit(typed('Picasso'))).toBe(true);
    const inFlight = insightReducer(typed('Picasso'), { type: 'submitted' });
    expect(inFlight.phase).toBe('answering');
    expect(canSubmit(inFlight)).toBe(false);
    // Typing is ignored while the answer is judged.
    expect(insightReducer(inFlight, { type: 'typed', answer: 'Dali' }).answer).toBe('Picasso');
  });

  it('a win of 3 credits or more can only be claimed; after the claim a new question loads', () => {
    const s = won(4, false);
    expect(s).toMatchObject({ phase: 'won', win: { credits: 4, _id: 'w1' }, mayRetry: false });
    expect(insightReducer(s, { type: 'tryAgain' })).toBe(s);
    const claiming = insightReducer(s, { type: 'claimStarted' });
    expect(claiming.phase).toBe('claiming');
    const next = insightReducer(claiming, { type: 'claimed', claimed: 4 });
    expect(next).toMatchObject({ phase: 'asking', question: null, answer: '', win: null, earned: 4 });
    expect(next.ask).toBe(s.ask + 1);
  });

  it('under 3 credits the user may Try Again (a new question, no claim) or Continue (claim)', () => {
    const s = won(2, true);
    expect(s.mayRetry).toBe(true);
    const again = insightReducer(s, { type: 'tryAgain' });
    expect(again).toMatchObject({ phase: 'asking', win: null, earned: 0, ask: s.ask + 1 });
    const claimed = run(s, { type: 'claimStarted' }, { type: 'claimed', claimed: 2 });
    expect(claimed).toMatchObject({ phase: 'asking', earned: 2 });
  });

  it('a failed claim keeps the win with its error', () => {
    const failed = run(won(4, false), { type: 'claimStarted' }, { type: 'claimFailed', message: 'offline' });
    expect(failed).toMatchObject({ phase: 'won', error: 'offline', win: { _id: 'w1' } });
  });

  it('a wrong answer ends the game with the wrap-up and the right answer', () => {
    const s = run(
      typed('Dali'),
      { type: 'submitted' },
      {
        type: 'answered',
        reply: {
          win: null,
          mayRetry: false,
          answer: 'Pablo Picasso',
          message: `Not quite: the answer is Pablo Picasso. ${GAME_WRAP_UP_TEXT}`,
        },
      },
    );
    expect(s).toMatchObject({ phase: 'over', overDetail: 'Not quite: the answer is Pablo Picasso.' });
  });

  it('a server error ends the game for today (§8), whether asking or answering', () => {
    const over = insightReducer(initialInsightState, {
      type: 'askFailed',
      message: `${GAME_WRAP_UP_TEXT} Come back tomorrow for more questions.`,
    });
    expect(over).toMatchObject({ phase: 'over', overDetail: 'Come back tomorrow for more questions.' });
    const failed = run(typed('Picasso'), { type: 'submitted' }, { type: 'answerFailed', message: 'offline' });
    expect(failed).toMatchObject({ phase: 'over', overDetail: 'offline' });
  });

  it('the wrap-up detail drops the wrap-up title and is empty when nothing is left', () => {
    expect(wrapUpDetail(GAME_WRAP_UP_TEXT)).toBeNull();
    expect(wrapUpDetail(`A. ${GAME_WRAP_UP_TEXT}  B.`)).toBe('A. B.');
  });

  it('ignores answers and claims that arrive in the wrong phase', () => {
    const reply = { win: null, mayRetry: false, answer: 'x', message: 'x' };
    expect(insightReducer(asked, { type: 'answered', reply })).toBe(asked);
    expect(insightReducer(asked, { type: 'claimed', claimed: 3 })).toBe(asked);
    expect(insightReducer(asked, { type: 'asked', question: 'again?' })).toBe(asked);
  });
});

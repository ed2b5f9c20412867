/**
 * Specific questions where the engine used to ask "What can you tell me about X?" or read the sentence back
 * as a yes/no question answered "Yes.", and answers kept whole with their conditions. Sentences written for
 * these tests.
 */
import { describe, expect, it } from 'vitest';
import { generateChatQuestionSet } from './chat-questions';
import { readSentences } from './chat-questions-text';
import { parseClause, tokenize } from './question-clause';
import { fullerAnswer } from './question-complete';
import { exceptedBy } from './question-answer-extent';
import { draftQuestions, type QuestionDraft } from './question-forms';
import { conditionalDeed, needQuestion, openingPurpose } from './question-need';
import { reportedClause } from './question-reported';
import { questionProblem } from './question-validator';

const clauseOf = (sentence: string) => parseClause(tokenize(sentence));
const drafted = (sentence: string): QuestionDraft[] => draftQuestions(clauseOf(sentence));
const questions = (sentence: string): string[] => drafted(sentence).map((d) => d.question);
const pairOf = (sentence: string, question: string): string | undefined => {
  const draft = drafted(sentence).find((d) => d.question === question);
  return draft ? (draft.answer ?? sentence) : undefined;
};

describe('when a place is open, and times, are asked "When"', () => {
  it('asks the hours of a place "When is … open?", with all of them', () => {
    const sentence =
      'The Linden Pool is open daily from 7:00 to 21:00 between May and August, except on 1 June, when it is closed.';
    expect(questions(sentence)).not.toContain('How often is the Linden Pool open?');
    expect(pairOf(sentence, 'When is the Linden Pool open?')).toBe(
      'Daily from 7:00 to 21:00 between May and August, except on 1 June, when it is closed.',
    );
    expect(
      pairOf(
        'The sauna is open from 6 am to 10 pm on weekdays and from 8 am to 6 pm on weekends.',
        'When is the sauna open?',
      ),
    ).toBe('From 6 am to 10 pm on weekdays and from 8 am to 6 pm on weekends.');
  });

  it('asks a time "When is …?", not "What is …?"', () => {
    expect(pairOf('Last admission is thirty minutes before closing.', 'When is last admission?')).toBe(
      'Thirty minutes before closing.',
    );
  });

  it('keeps the days hours are for out of the question', () => {
    expect(
      questions('Cleaning will take place from 6:00 to 9:00 on weekdays, and on Sundays only if needed.'),
    ).toContain('When will cleaning take place?');
  });
});

describe('where, read from the place a rule names', () => {
  it.each([
    [
      'Barbecues are allowed on the south lawn only.',
      'Where are barbecues allowed?',
      'On the south lawn only.',
    ],
    [
      'Trays must be returned to the racks after use.',
      'Where must trays be returned after use?',
      'To the racks.',
    ],
    [
      'Rubbish must be taken to the bins in the courtyard.',
      'Where must rubbish be taken?',
      'To the bins in the courtyard.',
    ],
    [
      'A second ridge forms on the far side, where the wind is weakest.',
      'Where does a second ridge form?',
      'On the far side, where the wind is weakest.',
    ],
    [
      'The magnet pulls hardest on the end of the bar facing it, lifting the filings.',
      'Where does the magnet pull hardest?',
      'On the end of the bar facing it.',
    ],
    [
      'Guests may park in the hotel car park by showing their room key.',
      'Where may guests park?',
      'In the hotel car park by showing their room key.',
    ],
    [
      'Most of the heat comes from the stove in the hall, so the bedrooms stay cool.',
      'Where does most of the heat come from?',
      'From the stove in the hall.',
    ],
  ])('%s → %s %s', (sentence, question, answer) => {
    expect(pairOf(sentence, question)).toBe(answer);
  });

  it('asks no "How …?" answered by a place', () => {
    expect(questions('Guests may park in the hotel car park by showing their room key.')).not.toContain(
      'How may guests park?',
    );
  });

  it('asks nothing of a place that only says where the object is', () => {
    expect(
      questions('Tenants can use the drying room in the basement between 8 am and 8 pm.').some((q) =>
        q.startsWith('Where'),
      ),
    ).toBe(false);
  });
});

describe('what a thing does, said whole or not at all', () => {
  it('asks what a warranty covers, and keeps the next sentence that says what it does not', () => {
    expect(
      pairOf('The guarantee covers faults in the motor and the battery.', 'What does the guarantee cover?'),
    ).toBe('Faults in the motor and the battery.');
    const [covers, excludes] = readSentences(
      'The guarantee covers faults in the motor and the battery. It does not cover scratches or water damage.',
    );
    expect(exceptedBy(covers, excludes)).toBe(true);
  });

  it('asks no "What does X do?" that would leave a "but" out', () => {
    const sentence = 'The wind also dries the soil, but its effect is small in winter.';
    expect(questions(sentence)).not.toContain('What does the wind do?');
    expect(pairOf(sentence, 'Does the wind dry the soil?')).toBe('Yes, but its effect is small in winter.');
  });

  it('asks no "What does X do?" of a past tense read as present', () => {
    expect(questions('A sudden gust spread the sparks across the roofs.')).not.toContain(
      'What does a sudden gust do?',
    );
  });

  it('asks a list of counted things as what was done to them', () => {
    expect(
      pairOf(
        'The storm destroyed about 300 homes, 12 bridges and the old mill.',
        'What did the storm destroy?',
      ),
    ).toBe('About 300 homes, 12 bridges and the old mill.');
  });

  it('asks what a thing is known for when "known" is read as a passive', () => {
    const sentence = 'Today Aberlow is known for its glassworks, and a festival was held there in 2010.';
    expect(pairOf(sentence, 'What is Aberlow known for?')).toBe('Its glassworks.');
    expect(questions(sentence)).not.toContain('What is for its glassworks?');
  });
});

describe('what someone needs, and what someone will do if …', () => {
  it('asks what I need for the purpose the sentence before names', () => {
    expect(openingPurpose('To renew a permit, write to the parking office.')).toBe('renew a permit');
    expect(openingPurpose('To do this, press the button.')).toBeNull();
    expect(needQuestion(clauseOf('You will need your old permit and a photo.'), 'renew a permit')).toEqual({
      question: 'What will I need to renew a permit?',
      answer: 'Your old permit and a photo.',
    });
    expect(needQuestion(clauseOf('You will need your old permit and a photo.'), null)).toBeNull();
  });

  it('asks what someone will do under a condition, answered with every condition after it', () => {
    expect(
      conditionalDeed(
        clauseOf(
          'If the parcel is lost, Parcelo will refund the full price, unless it was sent without tracking.',
        ),
      ),
    ).toEqual({
      question: 'What will Parcelo do if the parcel is lost?',
      answer: 'Refund the full price, unless it was sent without tracking.',
    });
    expect(conditionalDeed(clauseOf('If it rains, we will meet in the hall.'))).toBeNull();
  });

  it('asks about what a notice announces, not about who gives it', () => {
    const reported = reportedClause(
      clauseOf('The council gives notice that Mill Lane will be closed from Monday 3 May to Friday 7 May.'),
    );
    expect(reported && draftQuestions(reported).map((d) => d.question)).toContain(
      'When will Mill Lane be closed?',
    );
    expect(reportedClause(clauseOf('Historians believe that the real number was higher.'))).toBeNull();
  });
});

describe('amounts read where the parse stumbles', () => {
  it('asks how much of a span of time of something is needed', () => {
    expect(
      pairOf(
        'Most puppies need between twelve and fourteen hours of sleep a day.',
        'How much sleep do most puppies need a day?',
      ),
    ).toBe('Between twelve and fourteen hours.');
  });

  it('asks how far ahead something is booked', () => {
    expect(
      pairOf(
        'Courts must be booked at least two days in advance at the desk.',
        'How far in advance must courts be booked?',
      ),
    ).toBe('At least two days in advance.');
    expect(pairOf('Rooms may be booked up to three weeks ahead.', 'How far ahead may rooms be booked?')).toBe(
      'Up to three weeks ahead.',
    );
  });

  it('asks what a subject with a relative clause pays', () => {
    expect(
      pairOf(
        'Players who register after 1 March pay half the usual fee for that year.',
        'How much do players who register after 1 March pay?',
      ),
    ).toBe('Half the usual fee for that year.');
  });
});

describe('answers that say all and no more', () => {
  it('answers "how long" first, then where', () => {
    expect(
      pairOf(
        'Rest the dough in the bowl for 30 minutes before shaping it.',
        'How long should I rest the dough?',
      ),
    ).toBe('For 30 minutes in the bowl.');
  });

  it('asks a second instruction with the object it shares with the first', () => {
    expect(
      pairOf(
        'Spread the dough onto the tray and bake for 20 minutes, until the edges are golden.',
        'How long should I bake the dough?',
      ),
    ).toBe('For 20 minutes, until the edges are golden.');
  });

  it('ends a purpose before a second deed', () => {
    expect(
      pairOf(
        'Nadia Petrov won a grant to study in Vienna, earning a diploma in 1990.',
        'Why did Nadia Petrov win a grant?',
      ),
    ).toBe('To study in Vienna.');
  });

  it('keeps a price apart from a clause about something else whose verb the tagger reads as a noun', () => {
    expect(
      pairOf(
        'Full membership of the chess club costs £60 a year, and the season runs from 1 September to 31 July.',
        'How much does full membership of the chess club cost?',
      ),
    ).toBe('£60 a year.');
    const tokens = tokenize('Open daily except on 1 May, when the hall is closed.');
    const span = tokens.slice(1, 2);
    expect(fullerAnswer(tokens, span, 'When is it open?')).not.toBe('sentence');
  });

  it('reads a noun before "is" as the subject\'s, not a verb', () => {
    expect(
      pairOf(
        'Filming for private use is free, but crews must book a week ahead.',
        'Is filming for private use free?',
      ),
    ).toBe('Yes, but crews must book a week ahead.');
  });
});

describe('the pairs written', () => {
  it('asks no vague "about" question while a sentence makes a specific one, and no "Yes." read back', () => {
    const set = generateChatQuestionSet({
      text:
        'The Orchard Café is open daily from 8:00 to 16:00. Last orders are fifteen minutes before closing. ' +
        'Dogs are welcome on the terrace. You will need a table number to order. ' +
        'Cakes are baked on site every morning.',
      topic: 'Orchard Café',
      count: 3,
    });
    expect(set.pairs.some((p) => /tell me about|know about/.test(p.question))).toBe(false);
    expect(set.pairs.some((p) => p.answer === 'Yes.')).toBe(false);
  });

  it('says why when only read-back yes/no pairs are left', () => {
    const set = generateChatQuestionSet({
      text: 'Members must wear a cap. Members must bring a towel.',
      topic: 'Pool rules',
      count: 2,
    });
    expect(set.pairs.every((p) => p.answer !== 'Yes.')).toBe(true);
    if (set.pairs.length < 2) expect(set.fewerBecause).toMatch(/^Only/);
  });

  it('keeps an e-mail address inside its sentence', () => {
    const sentences = readSentences(
      'To book a court, write to bookings@court-club.example or call 0800 123 456. Courts open at 8:00.',
    );
    expect(sentences[0]?.text).toBe(
      'To book a court, write to bookings@court-club.example or call 0800 123 456.',
    );
    expect(sentences).toHaveLength(2);
  });

  it('lets "through traffic" stand as a noun in a question', () => {
    expect(questionProblem('When will Mill Lane be closed to through traffic?')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { evaluateInterview } from './evaluate';
import { readAnswer } from './signals';

const LEAK = 'Tell me about a time you tracked down a memory leak in a .NET service.';
const TEAM = 'Describe a time you disagreed with a teammate about a design decision.';
const STRONG_LEAK =
  'Last year our order API on .NET 6 grew from 400 MB to 3 GB over two days and then restarted. I took two ' +
  'memory dumps with dotnet-dump a few hours apart and compared them in PerfView. The growth was in event ' +
  'handler subscriptions that were never removed. I changed it to a weak event pattern and added a regression ' +
  'test. Memory stayed flat at 450 MB afterwards and the nightly restarts stopped.';
const ADEQUATE_TEAM =
  'A colleague wanted stored procedures everywhere. I explained my view and we agreed to use them for reports.';

describe('interview evaluator', () => {
  it('reads the parts of a worked example and its specifics', () => {
    const s = readAnswer(STRONG_LEAK);
    expect(s.situation).toContain('Last year');
    expect(s.actions.some((a) => a.startsWith('I took two memory dumps'))).toBe(true);
    expect(s.result).toContain('Memory stayed flat');
    expect(s.numbers).toEqual(expect.arrayContaining(['400 MB', '3 GB', '450 MB']));
    expect(s.terms).toEqual(expect.arrayContaining(['PerfView']));
    expect(readAnswer('I guess maybe I would, not sure.').hedges).toEqual(['I guess', 'maybe', 'not sure']);
    expect(readAnswer("I haven't had that.").refusal).toBe('I have not had that');
  });

  it('grades strong, adequate and weak answers per competency and quotes the candidate', async () => {
    const e = await evaluateInterview({
      jobTitle: 'C# developer',
      answers: [
        { question: LEAK, answer: STRONG_LEAK, category: 'Debugging' },
        { question: TEAM, answer: ADEQUATE_TEAM, category: 'Teamwork' },
        { question: 'How do you keep code maintainable?', answer: 'Good code.', category: 'Code quality' },
      ],
    });
    expect(e.competencies.map((c) => [c.name, c.grade])).toEqual([
      ['Debugging', 'strong'],
      ['Teamwork', 'adequate'],
      ['Code quality', 'weak'],
    ]);
    const [debugging, teamwork, quality] = e.categorySummaries;
    expect(debugging!.summary).toContain('“I took two memory dumps');
    expect(debugging!.summary).toContain('450 MB');
    expect(teamwork!.summary).toMatch(/does not say what came of it|no figure/);
    expect(quality!.summary).toContain('“Good code”');
    expect(e.overallAnalysis.summary).toContain('Strongest: debugging');
    expect(e.overallAnalysis.summaryRecommendation).toMatch(/code quality/);
    expect(e.answers[0]).toEqual({ question: LEAK, answer: STRONG_LEAK });
  });

  it('says when answers are empty or off-topic', async () => {
    const e = await evaluateInterview({
      jobTitle: 'Sales representative',
      answers: [
        { question: 'Tell me about the hardest deal you closed.', answer: '', category: 'Closing' },
        {
          question: 'How do you find new customers?',
          answer: 'My favourite holiday was in Portugal. We rented a small house near the beach.',
          category: 'Prospecting',
        },
      ],
    });
    expect(e.competencies.map((c) => c.grade)).toEqual(['weak', 'weak']);
    expect(e.categorySummaries[0]!.summary).toContain('There was no answer');
    expect(e.categorySummaries[1]!.summary).toContain('about something else');
    expect(e.categorySummaries[1]!.summary).toContain('“My favourite holiday was in Portugal”');
    expect(e.overallAnalysis.summary).toContain('answered 1 of 2 questions');
    expect(e.overallAnalysis.summaryRecommendation).toMatch(/^Not recommended/);
  });

  it('writes different, justified reports for different answers to the same questions', async () => {
    const questions = [
      { question: LEAK, category: 'Debugging' },
      { question: TEAM, category: 'Teamwork' },
    ];
    const a = await evaluateInterview({
      jobTitle: 'C# developer',
      answers: questions.map((q, i) => ({ ...q, answer: [STRONG_LEAK, ADEQUATE_TEAM][i]! })),
    });
    const b = await evaluateInterview({
      jobTitle: 'C# developer',
      answers: questions.map((q) => ({ ...q, answer: 'I suppose I would probably ask someone, maybe.' })),
    });
    expect(a.overallAnalysis.summary).not.toBe(b.overallAnalysis.summary);
    expect(a.overallAnalysis.summaryRecommendation).not.toBe(b.overallAnalysis.summaryRecommendation);
    for (let i = 0; i < 2; i++)
      expect(a.categorySummaries[i]!.summary).not.toBe(b.categorySummaries[i]!.summary);
    expect(a.overallAnalysis.summaryRecommendation).toMatch(/^(Recommended|Worth)/);
    expect(b.overallAnalysis.summaryRecommendation).toMatch(/^Not recommended/);
    expect(b.categorySummaries[0]!.summary).toContain('“I suppose”');
  });

  it('says when an answer rambles without an example', async () => {
    const ramble =
      'So, well, memory is something everyone talks about and it is very important, I always say computers ' +
      'are getting faster, and I remember my first computer had very little memory, and these days people ' +
      'just add more servers in the cloud, which is fine I suppose, and anyway leaks happen sometimes and you ' +
      'have to think about them, and that is basically how I see it in general.';
    const e = await evaluateInterview({
      jobTitle: 'C# developer',
      answers: [{ question: LEAK, answer: ramble, category: 'Debugging' }],
    });
    expect(e.competencies[0]!.answers[0]!.reason).toBe('rambling');
    expect(e.categorySummaries[0]!.summary).toMatch(/ran to \d+ words without an example/);
    expect(e.overallAnalysis.summary).toContain('rambled');
  });

  it('judges answers without a category as General, and groups answers of one competency', async () => {
    const e = await evaluateInterview({
      jobTitle: 'Nurse',
      answers: [
        { question: 'Q1?', answer: '' },
        { question: LEAK, answer: STRONG_LEAK, category: 'Skill' },
        { question: TEAM, answer: '', category: 'skill' },
      ],
    });
    expect(e.categorySummaries.map((c) => c.name)).toEqual(['General', 'Skill']);
    expect(e.competencies[1]!.answers).toHaveLength(2);
    expect(e.competencies[1]!.grade).toBe('adequate');
  });

  it('does not grade a specific, well-told story on another subject as strong', async () => {
    const migration =
      'Last year we had to move our billing database from SQL Server 2012 to Azure SQL before the licence ran ' +
      'out. I wrote the migration scripts with DbUp, ran three rehearsals on a copy of production and measured ' +
      'every step. I moved the reporting queries to a read replica so the cut-over window stayed short. We ' +
      'finished the migration in 40 minutes on a Sunday morning, and query times dropped by 35 percent.';
    const e = await evaluateInterview({
      jobTitle: 'C# developer',
      answers: [
        {
          question: 'Tell me about a time you handled conflict in your team.',
          answer: migration,
          category: 'Conflict resolution',
        },
        { question: LEAK, answer: STRONG_LEAK, category: 'Debugging' },
      ],
    });
    const [conflict, debugging] = e.competencies;
    expect(readAnswer(migration).result).not.toBeNull();
    expect(conflict!.grade).toBe('weak');
    expect(conflict!.answers[0]!.reason).toBe('off-topic');
    expect(e.categorySummaries[0]!.summary).toContain('did not address the question');
    expect(e.categorySummaries[0]!.summary).toContain('“Last year we had to move our billing database');
    expect(debugging!.grade).toBe('strong');
    expect(e.overallAnalysis.summary).toContain('1 answer was about something else');
  });

  it('quotes a different sentence of the answer each time', async () => {
    // The first sentence both sets the scene and names the approach; the second also says what came of it.
    const answer =
      'At our weekly planning meeting I check every open ticket against the release plan with the team. ' +
      'I keep a short risk list in Jira, and since then the release has gone out on time for 6 months.';
    const s = readAnswer(answer);
    expect(s.situation).toBe(s.methods[0]);
    const e = await evaluateInterview({
      jobTitle: 'Project coordinator',
      answers: [
        { question: 'How do you keep a release plan on track?', answer, category: 'Planning' },
        { question: LEAK, answer: STRONG_LEAK, category: 'Debugging' },
      ],
    });
    for (const { summary } of e.categorySummaries) {
      const story = /For “[^”]*”, the candidate (.*?)\.(?: [A-Z]|$)/.exec(summary)![1]!;
      const quotes = story.match(/“[^”]*”/g) ?? [];
      expect(quotes.length).toBeGreaterThan(1);
      expect(new Set(quotes).size).toBe(quotes.length);
    }
    expect(e.categorySummaries[0]!.summary).toContain('set the scene (“At our weekly planning meeting');
  });

  it.each([
    [
      'cut … by 30 percent',
      'Mis-picks cost us returns. I added scan-to-confirm. That cut mis-picks by 30 percent.',
    ],
    ['by 40%', 'Errors were common. I introduced checklists. Errors fell away by 40% over the quarter.'],
    ['30 percent fewer', 'Tickets piled up. I wrote a help page. We had 30 percent fewer tickets in May.'],
    [
      'reduced … from 4 hours to 20 minutes',
      'The report was manual. I wrote a Python script. It reduced the weekly report from 4 hours to 20 minutes.',
    ],
    [
      'from … to …',
      'Discharges were slow. I ordered medicines early. The wait went from 5 hours to 90 minutes.',
    ],
    ['saved $12k a year', 'We ran four servers all day. I moved the work to a queue. It saved $12k a year.'],
    ['halved', 'Falls were frequent. I led hourly rounding. Within months we halved the falls on the ward.'],
    ['doubled', 'Orders timed out in sales. I added a message queue. We doubled the orders per minute.'],
  ])('recognises a result phrased as %s', (_, answer) => {
    const s = readAnswer(answer);
    expect(s.result).toBe(s.sentences[2]);
  });
});

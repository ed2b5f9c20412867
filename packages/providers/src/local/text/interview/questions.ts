/**
 * Mock-interview questions without a model: a competency bank (competencies shared by every role, and each
 * role family's own), each competency with several question patterns filled with the role's own words
 * (tools, things worked on, people served, the trade's hard problems). Seeded, so one seed gives one set.
 */
import { clampQuestionCount } from '@muse/domain';
import { mulberry32 } from '../../mulberry32';
import { findRoleFamily, termsFor, type RoleFamilyId, type RoleTerms } from './roles';

export interface InterviewQuestion {
  question: string;
  /** the competency the question assesses */
  category: string;
}

export interface InterviewQuestionsInput {
  jobTitle: string;
  /** 1–10 (clamped; a non-number becomes 5), or 'auto' (5 on a first generation) */
  count?: number | string | null;
  seed?: number;
}

/** How many questions 'auto' (the first generation) makes: the spec's default. */
export const AUTO_INTERVIEW_QUESTIONS = 5;

interface Competency {
  name: string;
  /**
   * Patterns with slots: {role} (the job title as typed), {tool}, {tool2}, {thing}, {people}, {hard},
   * {measure}.
   */
  patterns: readonly string[];
}

/** Competencies every role is asked about, in the role's words. */
const COMMON: readonly Competency[] = [
  {
    name: 'Problem solving',
    patterns: [
      'Tell me about a time you {hard}. What did you do, and what was the result?',
      'Walk me through how you approached the hardest problem you have faced with a {thing}.',
      'Describe a time you {hard}. How did you find the cause?',
    ],
  },
  {
    name: 'Teamwork',
    patterns: [
      'Describe a time you disagreed with a colleague about how to handle a {thing}. How did you resolve it?',
      'Tell me about a time you helped a teammate succeed when the work on a {thing} got difficult.',
      'How have you worked with {people} to get a shared piece of work over the line?',
    ],
  },
  {
    name: 'Communication',
    patterns: [
      'How would you explain a problem with a {thing} to {people} who are not experts?',
      'Tell me about a time you had to give bad news to {people}. How did you handle it?',
      'Describe a time a misunderstanding with {people} caused trouble. What did you change afterwards?',
    ],
  },
  {
    name: 'Results',
    patterns: [
      'Tell me about something you changed that improved {measure}. How did you measure it?',
      'What is the result you are proudest of as a {role}, and how do you know it made a difference?',
      'Describe a goal for {measure} that you missed. What did you learn from it?',
    ],
  },
  {
    name: 'Learning and growth',
    patterns: [
      'Tell me about a time you had to learn {tool} quickly. How did you go about it?',
      'What feedback changed the way you work as a {role}, and what did you do with it?',
      'Describe a mistake you made with a {thing} and what you do differently now.',
    ],
  },
  {
    name: 'Working under pressure',
    patterns: [
      'Describe a day when several things about a {thing} were urgent at once. How did you decide what came first?',
      'Tell me about a deadline you were close to missing. What did you do?',
      'How do you stay effective when {people} need you and time is short?',
    ],
  },
];

/** Each family's own competencies. */
const FAMILY: Record<RoleFamilyId, readonly Competency[]> = {
  software: [
    {
      name: 'Technical depth',
      patterns: [
        'Tell me about a time you {hard}. How did you find the cause, and how did you fix it?',
        'How do you use {tool} and {tool2} when you build a {thing}? Give me an example.',
      ],
    },
    {
      name: 'Code quality',
      patterns: [
        'How do you make sure the code you ship in a {thing} stays maintainable? Give a real example.',
        'Tell me about a code review where you pushed back on a change. What was the outcome?',
      ],
    },
    {
      name: 'System design',
      patterns: [
        'How would you design a {thing} that has to handle ten times today’s load?',
        'Describe a design decision you made for a {thing} that you would make differently now.',
      ],
    },
  ],
  data: [
    {
      name: 'Analysis',
      patterns: [
        'Tell me about a time you {hard}. What did you find, and what changed because of it?',
        'Walk me through an analysis you did with {tool}, from the question to the decision.',
      ],
    },
    {
      name: 'Data quality',
      patterns: [
        'How do you check that the numbers in a {thing} are right before anyone uses them?',
        'Describe a time you found a serious problem in the data behind a {thing}.',
      ],
    },
    {
      name: 'Storytelling with data',
      patterns: [
        'How do you present a finding from a {thing} to {people} so that they act on it?',
        'Tell me about a chart or {thing} that changed someone’s mind.',
      ],
    },
  ],
  design: [
    {
      name: 'User research',
      patterns: [
        'Tell me about a time you {hard}.',
        'How do you use {tool} to decide what a {thing} should look like? Give an example.',
      ],
    },
    {
      name: 'Design craft',
      patterns: [
        'Walk me through a {thing} you are proud of, from the brief to the final version.',
        'How do you make a {thing} accessible to everyone?',
      ],
    },
    {
      name: 'Handling feedback',
      patterns: [
        'Tell me about a time {people} rejected your design. What did you do?',
        'How do you decide which feedback on a {thing} to act on?',
      ],
    },
  ],
  product: [
    {
      name: 'Prioritisation',
      patterns: [
        'How do you decide what goes into the next {thing}? Give a real example.',
        'Tell me about a time you {hard}.',
      ],
    },
    {
      name: 'Stakeholder management',
      patterns: [
        'Tell me about a time you had to say no to one of your {people}.',
        'How do you keep {people} aligned when priorities change?',
      ],
    },
    {
      name: 'Delivery',
      patterns: [
        'Tell me about a {thing} that was falling behind. How did you bring it back on track?',
        'How do you use {tool} to spot problems early? Give an example.',
      ],
    },
  ],
  sales: [
    {
      name: 'Closing',
      patterns: ['Tell me about a time you {hard}.', 'Walk me through the biggest {thing} you have won.'],
    },
    {
      name: 'Prospecting',
      patterns: [
        'How do you find and qualify new {people}? Give a recent example.',
        'How do you use {tool} to keep your {thing} healthy?',
      ],
    },
    {
      name: 'Handling objections',
      patterns: [
        'How do you respond when {people} say the price is too high?',
        'Tell me about an objection you could not overcome, and what you learned.',
      ],
    },
  ],
  marketing: [
    {
      name: 'Campaigns',
      patterns: [
        'Tell me about a {thing} you ran from start to finish. What was the goal and what happened?',
        'Tell me about a time you {hard}.',
      ],
    },
    {
      name: 'Analytics',
      patterns: [
        'How do you use {tool} to decide where to spend the budget?',
        'Which numbers do you report on a {thing}, and what did they once make you change?',
      ],
    },
    {
      name: 'Audience and brand',
      patterns: [
        'How do you find out what {people} care about before writing a {thing}?',
        'How do you keep a brand consistent across every {thing}?',
      ],
    },
  ],
  support: [
    {
      name: 'Empathy',
      patterns: [
        'Tell me about a time you {hard}.',
        'How do you show {people} that you understand their problem?',
      ],
    },
    {
      name: 'Troubleshooting',
      patterns: [
        'Walk me through how you solve a {thing} you have never seen before.',
        'When do you escalate a {thing}, and what do you pass on?',
      ],
    },
    {
      name: 'Efficiency',
      patterns: [
        'How do you keep on top of a long {thing} without rushing {people}?',
        'How do you use {tool} to answer faster? Give an example.',
      ],
    },
  ],
  healthcare: [
    {
      name: 'Patient safety',
      patterns: [
        'Tell me about a time you {hard}. What did you do?',
        'How do you use {tool} to keep {people} safe on a busy {thing}?',
      ],
    },
    {
      name: 'Compassionate communication',
      patterns: [
        'How do you explain a care plan to {people} who are frightened?',
        'Tell me about a time you supported a patient’s family through bad news.',
      ],
    },
    {
      name: 'Clinical prioritisation',
      patterns: [
        'How do you decide who to see first when several patients need you on one {thing}?',
        'Tell me about a {thing} where the workload became unsafe. What did you do?',
      ],
    },
  ],
  teaching: [
    {
      name: 'Classroom management',
      patterns: ['Tell me about a time you {hard}.', 'How do you handle disruptive behaviour in a {thing}?'],
    },
    {
      name: 'Planning and differentiation',
      patterns: [
        'How do you plan a {thing} for {people} of very different abilities?',
        'How do you use {tool} to know whether a {thing} worked?',
      ],
    },
    {
      name: 'Working with families',
      patterns: [
        'Tell me about a difficult conversation with one of your pupils’ parents.',
        'How do you keep parents informed about progress?',
      ],
    },
  ],
  finance: [
    {
      name: 'Accuracy',
      patterns: [
        'Tell me about a time you {hard}. How did you find it and fix it?',
        'How do you use {tool} to make sure a {thing} is right?',
      ],
    },
    {
      name: 'Deadlines and close',
      patterns: [
        'How do you manage the pressure of a {thing} deadline? Give an example.',
        'Tell me about a time you made a {thing} faster or simpler.',
      ],
    },
    {
      name: 'Business partnering',
      patterns: [
        'Tell me about a time your analysis helped {people} make a decision.',
        'How do you explain a variance to {people} who are not in finance?',
      ],
    },
  ],
  operations: [
    {
      name: 'Process improvement',
      patterns: [
        'Tell me about a time you {hard}. What changed, and how did you measure it?',
        'How do you use {tool} to find where a {thing} loses time or money?',
      ],
    },
    {
      name: 'Planning',
      patterns: [
        'How do you plan a {thing} so that it arrives on time and within budget?',
        'Tell me about a plan that fell apart on the day. What did you do?',
      ],
    },
    {
      name: 'Supplier management',
      patterns: [
        'How do you deal with {people} who keep missing what they promised?',
        'Tell me about a negotiation with one of your {people} that you are proud of.',
      ],
    },
  ],
  hospitality: [
    {
      name: 'Customer experience',
      patterns: [
        'Tell me about a time you {hard}.',
        'What do you do to make {people} want to come back? Give an example.',
      ],
    },
    {
      name: 'Team leadership',
      patterns: [
        'How do you keep the team motivated on a busy {thing}?',
        'How do you train a new colleague to work the {thing} on their own?',
      ],
    },
    {
      name: 'Sales and upselling',
      patterns: [
        'How do you encourage {people} to spend a little more without being pushy?',
        'Tell me about something you changed on the {thing} that raised sales.',
      ],
    },
  ],
  hr: [
    {
      name: 'Employee relations',
      patterns: ['Tell me about a time you {hard}.', 'How do you handle a grievance that {people} raise?'],
    },
    {
      name: 'Recruitment',
      patterns: [
        'Tell me about a time you improved a {thing}. What did you measure?',
        'How do you use {tool} to make hiring fair?',
      ],
    },
    {
      name: 'Policy and compliance',
      patterns: [
        'How do you roll out a new {thing} so that {people} understand it?',
        'How do you handle confidential information about {people}?',
      ],
    },
  ],
  general: [
    {
      name: 'Organisation',
      patterns: [
        'How do you keep track of many tasks at once? Give a real example.',
        'Tell me about a time you {hard}.',
      ],
    },
    {
      name: 'Reliability',
      patterns: [
        'Tell me about a time {people} depended on you and you delivered.',
        'How do you make sure nothing falls through the cracks on a {thing}?',
      ],
    },
    {
      name: 'Adaptability',
      patterns: [
        'Tell me about a time your priorities changed suddenly. What did you do?',
        'How do you get up to speed with {tool} you have not used before?',
      ],
    },
  ],
};

type Random = () => number;

const pick = <T>(items: readonly T[], random: Random): T => items[Math.floor(random() * items.length)]!;

function shuffled<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The job title as it reads inside a question ("a C# developer" → "C# developer"). */
function roleWords(jobTitle: string): string {
  const title = jobTitle
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(an?|the)\s+/i, '');
  return title || 'professional';
}

/** "a" before a consonant sound, "an" before a vowel sound ("an event", "an API", "a user flow"). */
export function fixArticles(text: string): string {
  return text.replace(/\b([Aa]) (?=([A-Za-z]+))/g, (whole, a: string, next: string) => {
    const vowel = /^[aeio]/i.test(next) && !/^one/i.test(next);
    const u = /^u/i.test(next) && !/^u(s|ni|ser|til)/i.test(next);
    const acronym = /^[AEFHILMNORSX][A-Z]/.test(next);
    return vowel || u || acronym ? `${a}n ` : whole;
  });
}

function fill(pattern: string, terms: RoleTerms, role: string, random: Random, used: Set<string>): string {
  const fresh = (slot: string, items: readonly string[]): string => {
    const unused = items.filter((item) => !used.has(`${slot}:${item}`));
    const item = pick(unused.length > 0 ? unused : items, random);
    used.add(`${slot}:${item}`);
    return item;
  };
  let tool = '';
  return pattern.replace(/\{(role|tool2|tool|thing|people|hard|measure)\}/g, (_, slot: string) => {
    switch (slot) {
      case 'role':
        return role;
      case 'tool':
        tool = fresh('tool', terms.tools);
        return tool;
      case 'tool2': {
        const others = terms.tools.filter((t) => t !== tool);
        return fresh('tool', others.length > 0 ? others : terms.tools);
      }
      case 'thing':
        return fresh('thing', terms.things);
      case 'people':
        return fresh('people', terms.people);
      case 'hard':
        return fresh('hard', terms.hardProblems);
      default:
        return fresh('measure', terms.measures);
    }
  });
}

/** The number of questions a request makes: 'auto' is 5, anything else clamped 1..10 (non-number 5). */
export function interviewQuestionCount(count: InterviewQuestionsInput['count']): number {
  if (count === 'auto' || count === undefined || count === null) return AUTO_INTERVIEW_QUESTIONS;
  return clampQuestionCount(count);
}

/**
 * Interview questions for a job title: the role family's competencies first, then the shared ones, in a
 * seeded order, each competency once until all are used; each question from one of its patterns, filled
 * with the family's words, never the same question twice.
 */
export function writeInterviewQuestions(input: InterviewQuestionsInput): InterviewQuestion[] {
  const count = interviewQuestionCount(input.count);
  const random = mulberry32((input.seed ?? 1) >>> 0);
  const family = findRoleFamily(input.jobTitle);
  const terms = termsFor(input.jobTitle, family);
  const role = roleWords(input.jobTitle);
  // Own competencies lead (shuffled), then the shared ones (shuffled): the role's own questions come first.
  const order = [...shuffled(FAMILY[family], random), ...shuffled(COMMON, random)];
  const used = new Set<string>();
  const usedPatterns = new Set<string>();
  const out: InterviewQuestion[] = [];
  for (let i = 0; out.length < count && i < count * 4; i++) {
    const competency = order[i % order.length]!;
    const patterns = competency.patterns.filter((p) => !usedPatterns.has(p));
    if (patterns.length === 0) continue;
    const pattern = pick(patterns, random);
    usedPatterns.add(pattern);
    const question = fixArticles(fill(pattern, terms, role, random, used));
    if (out.some((q) => q.question === question)) continue;
    out.push({ question, category: competency.name });
  }
  return out;
}

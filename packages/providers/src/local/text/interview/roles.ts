/**
 * Role families for mock interviews: which family a job title belongs to (by its words), and each family's
 * own words (tools, things worked on, the people served, tasks) that the question patterns are filled with.
 */

export type RoleFamilyId =
  | 'software'
  | 'data'
  | 'design'
  | 'product'
  | 'sales'
  | 'marketing'
  | 'support'
  | 'healthcare'
  | 'teaching'
  | 'finance'
  | 'operations'
  | 'hospitality'
  | 'hr'
  | 'general';

/** A family's words, filled into the question patterns. */
export interface RoleTerms {
  /** tools and methods of the trade ("Entity Framework", "Excel") */
  tools: readonly string[];
  /** what the role builds or looks after ("service", "dashboard") */
  things: readonly string[];
  /** the people the role serves ("users", "patients") */
  people: readonly string[];
  /** a hard problem of the trade, as "a time you …" ("tracked down a memory leak in a .NET service") */
  hardProblems: readonly string[];
  /** a result the role is measured by ("page load time", "churn") */
  measures: readonly string[];
}

export interface RoleFamily {
  id: RoleFamilyId;
  /** words (lower case; several words allowed) of job titles in the family, strongest first */
  words: readonly string[];
  terms: RoleTerms;
}

const SOFTWARE: RoleTerms = {
  tools: ['Git', 'code review', 'unit tests', 'CI pipelines', 'a debugger', 'logging and metrics'],
  things: ['service', 'API', 'web application', 'database schema', 'deployment pipeline'],
  people: ['users', 'other developers', 'the product team'],
  hardProblems: [
    'tracked down a bug that only happened in production',
    'made a slow part of an application much faster',
    'untangled a piece of legacy code nobody wanted to touch',
    'handled a production outage',
  ],
  measures: ['response time', 'error rate', 'release frequency', 'test coverage'],
};

/** C# and .NET words replace the general software ones when the title names them. */
const DOTNET: RoleTerms = {
  tools: ['Visual Studio', 'Entity Framework', 'xUnit', 'ASP.NET Core', 'LINQ', 'async/await'],
  things: ['.NET service', 'ASP.NET Core API', 'background worker', 'SQL Server database'],
  people: ['users', 'other developers', 'the product team'],
  hardProblems: [
    'tracked down a memory leak in a .NET service',
    'fixed a deadlock caused by async code in C#',
    'made a slow Entity Framework query fast',
    'upgraded an application from .NET Framework to modern .NET',
  ],
  measures: ['response time', 'memory use', 'error rate', 'build time'],
};

const FRONTEND: RoleTerms = {
  tools: ['React', 'TypeScript', 'CSS', 'browser dev tools', 'Storybook'],
  things: ['web page', 'component library', 'single-page app', 'design system'],
  people: ['users', 'designers', 'back-end developers'],
  hardProblems: [
    'made a slow web page load much faster',
    'fixed a layout that broke on some browsers',
    'made an interface usable by keyboard and screen reader',
  ],
  measures: ['page load time', 'conversion rate', 'accessibility score'],
};

export const ROLE_FAMILIES: readonly RoleFamily[] = [
  {
    id: 'software',
    words: [
      'c#',
      '.net',
      'dotnet',
      'developer',
      'software',
      'engineer',
      'programmer',
      'devops',
      'backend',
      'back-end',
      'frontend',
      'front-end',
      'full stack',
      'fullstack',
      'java',
      'python developer',
      'javascript',
      'typescript',
      'web developer',
      'coder',
      'sre',
      'qa',
      'tester',
    ],
    terms: SOFTWARE,
  },
  {
    id: 'data',
    words: [
      'data',
      'analyst',
      'analytics',
      'business intelligence',
      'bi ',
      'machine learning',
      'statistician',
      'scientist',
    ],
    terms: {
      tools: ['SQL', 'Python', 'Excel', 'a BI tool such as Power BI or Tableau', 'A/B tests'],
      things: ['dashboard', 'report', 'data pipeline', 'forecast model'],
      people: ['business stakeholders', 'managers', 'the product team'],
      hardProblems: [
        'found a serious problem in the data you were given',
        'turned a vague business question into an analysis',
        'built a model or analysis that changed a decision',
      ],
      measures: ['forecast error', 'report adoption', 'decision time'],
    },
  },
  {
    id: 'design',
    words: ['designer', 'design', 'ux', 'ui', 'user experience', 'illustrator', 'art director', 'creative'],
    terms: {
      tools: ['Figma', 'user research', 'prototypes', 'usability tests', 'a design system'],
      things: ['screen', 'user flow', 'brand identity', 'prototype'],
      people: ['users', 'clients', 'engineers'],
      hardProblems: [
        'changed a design after user research surprised you',
        'defended a design decision to a sceptical client',
        'simplified a confusing user flow',
      ],
      measures: ['task completion rate', 'user satisfaction', 'conversion'],
    },
  },
  {
    id: 'product',
    words: [
      'product manager',
      'product owner',
      'project manager',
      'programme manager',
      'program manager',
      'scrum master',
      'delivery manager',
      'product',
      'project',
    ],
    terms: {
      tools: ['a roadmap', 'Jira', 'user interviews', 'OKRs', 'a risk log'],
      things: ['roadmap', 'release', 'project plan', 'backlog'],
      people: ['customers', 'stakeholders', 'the engineering team'],
      hardProblems: [
        'brought a late project back on track',
        'said no to an important stakeholder',
        'cut the scope of a release to meet a deadline',
      ],
      measures: ['adoption', 'on-time delivery', 'customer retention'],
    },
  },
  {
    id: 'sales',
    words: [
      'sales',
      'account executive',
      'account manager',
      'business development',
      'bdr',
      'sdr',
      'salesperson',
    ],
    terms: {
      tools: ['a CRM such as Salesforce', 'discovery calls', 'a sales pipeline', 'proposals'],
      things: ['deal', 'account', 'territory', 'pipeline'],
      people: ['prospects', 'customers', 'buyers'],
      hardProblems: [
        'closed a deal that looked lost',
        'won back an unhappy customer',
        'handled a customer who said your price was too high',
      ],
      measures: ['quota attainment', 'win rate', 'deal size'],
    },
  },
  {
    id: 'marketing',
    words: ['marketing', 'marketer', 'seo', 'content', 'social media', 'brand', 'growth', 'communications'],
    terms: {
      tools: ['Google Analytics', 'email campaigns', 'paid social ads', 'SEO', 'A/B tests'],
      things: ['campaign', 'content calendar', 'landing page', 'brand message'],
      people: ['customers', 'the sales team', 'an audience'],
      hardProblems: [
        'ran a campaign that missed its target',
        'grew an audience with a small budget',
        'changed a campaign based on its data',
      ],
      measures: ['cost per acquisition', 'conversion rate', 'qualified leads'],
    },
  },
  {
    id: 'support',
    words: [
      'support',
      'technical support',
      'customer service',
      'help desk',
      'helpdesk',
      'call centre',
      'call center',
      'customer success',
    ],
    terms: {
      tools: ['a ticketing system such as Zendesk', 'a knowledge base', 'saved replies', 'live chat'],
      things: ['ticket', 'customer case', 'help article', 'queue'],
      people: ['customers', 'callers', 'users'],
      hardProblems: [
        'calmed down a very angry customer',
        'solved a problem you had never seen before',
        'handled a long queue on a busy day',
      ],
      measures: ['customer satisfaction', 'first-contact resolution', 'response time'],
    },
  },
  {
    id: 'healthcare',
    words: [
      'nurse',
      'nursing',
      'doctor',
      'physician',
      'carer',
      'caregiver',
      'paramedic',
      'midwife',
      'pharmacist',
      'therapist',
      'healthcare',
      'medical',
      'clinical',
      'icu',
    ],
    terms: {
      tools: ['care plans', 'an early warning score', 'SBAR handovers', 'medication checks'],
      things: ['ward', 'shift', 'care plan', 'handover'],
      people: ['patients', 'families', 'doctors and colleagues'],
      hardProblems: [
        'noticed a patient deteriorating',
        'handled several patients needing you at once',
        'supported a frightened family',
      ],
      measures: ['patient safety', 'patient experience', 'medication errors'],
    },
  },
  {
    id: 'teaching',
    words: [
      'teacher',
      'teaching',
      'tutor',
      'lecturer',
      'instructor',
      'educator',
      'professor',
      'school',
      'trainer',
    ],
    terms: {
      tools: ['lesson plans', 'formative assessment', 'a seating plan', 'differentiated tasks'],
      things: ['lesson', 'class', 'unit of work', 'scheme of work'],
      people: ['pupils', 'parents', 'colleagues'],
      hardProblems: [
        'won over a class that would not settle',
        'helped a pupil who had fallen behind',
        'handled a difficult conversation with a parent',
      ],
      measures: ['pupil progress', 'test results', 'attendance'],
    },
  },
  {
    id: 'finance',
    words: [
      'accountant',
      'accounting',
      'finance',
      'financial',
      'bookkeeper',
      'auditor',
      'controller',
      'payroll',
      'treasury',
      'tax',
    ],
    terms: {
      tools: ['Excel', 'reconciliations', 'an accounting system such as Xero or SAP', 'variance analysis'],
      things: ['month-end close', 'forecast', 'budget', 'audit'],
      people: ['budget holders', 'managers', 'auditors'],
      hardProblems: [
        'found an error in the accounts',
        'met a tight reporting deadline',
        'explained a difficult number to a manager',
      ],
      measures: ['close time', 'forecast accuracy', 'audit findings'],
    },
  },
  {
    id: 'operations',
    words: [
      'operations',
      'logistics',
      'supply chain',
      'warehouse',
      'procurement',
      'buyer',
      'dispatcher',
      'planner',
      'fleet',
    ],
    terms: {
      tools: ['a warehouse management system', 'route planning', 'supplier reviews', 'KPIs'],
      things: ['shipment', 'warehouse', 'delivery schedule', 'process'],
      people: ['suppliers', 'carriers', 'customers'],
      hardProblems: [
        'fixed a shipment that went wrong',
        'improved a slow process',
        'dealt with a supplier who kept letting you down',
      ],
      measures: ['on-time delivery', 'cost per order', 'stock accuracy'],
    },
  },
  {
    id: 'hospitality',
    words: [
      'hotel',
      'front desk',
      'receptionist',
      'waiter',
      'waitress',
      'barista',
      'chef',
      'cook',
      'restaurant',
      'hospitality',
      'retail',
      'store',
      'shop',
      'cashier',
      'sales assistant',
    ],
    terms: {
      tools: ['a booking system', 'the till', 'stock checks', 'shift rotas'],
      things: ['shift', 'shop floor', 'reservation', 'display'],
      people: ['guests', 'customers', 'the team'],
      hardProblems: [
        'turned around an unhappy guest',
        'handled a rush with too few staff',
        'dealt with an overbooking or a stock shortage',
      ],
      measures: ['guest reviews', 'sales per shift', 'waiting time'],
    },
  },
  {
    id: 'hr',
    words: [
      'hr',
      'human resources',
      'recruiter',
      'recruitment',
      'talent',
      'people partner',
      'people operations',
    ],
    terms: {
      tools: ['structured interviews', 'an HR system', 'employee surveys', 'policies'],
      things: ['hiring process', 'policy', 'onboarding programme', 'grievance'],
      people: ['employees', 'managers', 'candidates'],
      hardProblems: [
        'helped resolve a conflict between colleagues',
        'improved a slow hiring process',
        'rolled out an unpopular policy',
      ],
      measures: ['time to hire', 'staff turnover', 'engagement score'],
    },
  },
  {
    id: 'general',
    words: [],
    terms: {
      tools: ['a task list', 'email', 'spreadsheets', 'a shared calendar'],
      things: ['project', 'task', 'process', 'event'],
      people: ['colleagues', 'customers', 'your manager'],
      hardProblems: [
        'handled several urgent tasks at once',
        'fixed a mistake before it caused trouble',
        'dealt with a difficult person at work',
      ],
      measures: ['deadlines met', 'quality of work', 'feedback from colleagues'],
    },
  },
];

const FAMILY_BY_ID = new Map(ROLE_FAMILIES.map((f) => [f.id, f]));

export function roleFamily(id: RoleFamilyId): RoleFamily {
  return FAMILY_BY_ID.get(id)!;
}

/** The job title lower-cased, with the words spelled out that titles abbreviate. */
function normaliseTitle(jobTitle: string): string {
  return ` ${jobTitle.toLowerCase().replace(/\s+/g, ' ').trim()} `;
}

const containsWord = (title: string, word: string): boolean => {
  // Word-ish boundaries that also work for "c#" and ".net".
  const escaped = word.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^a-z0-9])${escaped}($|[^a-z0-9#])`).test(title);
};

/**
 * The family of a job title: the family with the longest matching word wins (so "data engineer" is data,
 * "product designer" design, "sales assistant" retail), ties to the family listed first. No match: general.
 */
export function findRoleFamily(jobTitle: string): RoleFamilyId {
  const title = normaliseTitle(jobTitle);
  let best: { id: RoleFamilyId; score: number } = { id: 'general', score: 0 };
  for (const family of ROLE_FAMILIES) {
    for (const word of family.words) {
      if (!containsWord(title, word)) continue;
      // Longer (more specific) words count more; the head noun (last word) counts a little extra.
      const head = title.trim().endsWith(word.trim()) ? 0.5 : 0;
      const score = word.trim().length + head;
      if (score > best.score) best = { id: family.id, score };
    }
  }
  return best.id;
}

/** The family's words, with C#/.NET or front-end words for titles that name them. */
export function termsFor(jobTitle: string, family: RoleFamilyId): RoleTerms {
  const title = normaliseTitle(jobTitle);
  if (family === 'software') {
    if (/c#|\.net|dotnet|asp\.net|c sharp/.test(title)) return DOTNET;
    if (/front[- ]?end|react|angular|vue|web developer|javascript|typescript/.test(title)) return FRONTEND;
  }
  return roleFamily(family).terms;
}

/**
 * The demo-request form (spec: "Demo form: name, company, role, email, interests, otherInterest"): its six
 * interest options, which fields it requires, and when "Request Demo" may be pressed.
 */

/** The interest options, in the spec's order and words. */
export const DEMO_INTERESTS = [
  'Train my own AI assistant',
  'Host immersive meetings',
  'Organize memorable events',
  'Exhibit art in a 3D gallery',
  'Buy academy courses',
  'Partnership or collaboration',
] as const;
export type DemoInterest = (typeof DEMO_INTERESTS)[number];

/** Chosen caps (the spec gives none) on the form's fields. */
export const DEMO_FORM_LIMITS = {
  name: 200,
  company: 200,
  role: 200,
  email: 254,
  otherInterest: 1000,
} as const;

export interface DemoFormData {
  name?: string;
  company?: string;
  role?: string;
  email?: string;
  interests?: readonly string[];
  otherInterest?: string;
}

export type DemoFormField = 'name' | 'company' | 'role' | 'email' | 'interests' | 'otherInterest';

export interface DemoFormProblem {
  field: DemoFormField;
  message: string;
}

const filled = (value: string | undefined): boolean => (value ?? '').trim() !== '';

/** A plain check of an email's shape (the server's contract checks it again): something@something.tld. */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

/** Whether the visitor chose at least one interest: one of the six, or something of their own. */
export function hasDemoInterest(form: DemoFormData): boolean {
  return (
    (form.interests ?? []).some((i) => (DEMO_INTERESTS as readonly string[]).includes(i)) ||
    filled(form.otherInterest)
  );
}

/** "Request Demo disabled until name, company, email and at least one interest are filled." */
export function canRequestDemo(form: DemoFormData): boolean {
  return filled(form.name) && filled(form.company) && filled(form.email) && hasDemoInterest(form);
}

/**
 * What is wrong with a demo request, field by field (empty when it may be sent): name, email, company and
 * role are required, the email must look like one, interests must be among the six, and at least one
 * interest (or an interest of one's own) is chosen.
 */
export function demoFormProblems(form: DemoFormData): DemoFormProblem[] {
  const problems: DemoFormProblem[] = [];
  const required: Array<[DemoFormField & keyof typeof DEMO_FORM_LIMITS, string]> = [
    ['name', 'Please enter your name.'],
    ['company', 'Please enter your company.'],
    ['role', 'Please enter your role.'],
    ['email', 'Please enter your email.'],
  ];
  for (const [field, message] of required) {
    const value = form[field];
    if (!filled(value)) problems.push({ field, message });
    else if (value!.length > DEMO_FORM_LIMITS[field])
      problems.push({ field, message: `${field} must be at most ${DEMO_FORM_LIMITS[field]} characters` });
  }
  if (filled(form.email) && !looksLikeEmail(form.email!))
    problems.push({ field: 'email', message: 'Please enter a valid email address.' });
  const unknown = (form.interests ?? []).filter((i) => !(DEMO_INTERESTS as readonly string[]).includes(i));
  if (unknown.length > 0)
    problems.push({ field: 'interests', message: `Unknown interest: ${unknown[0]!.slice(0, 100)}` });
  if ((form.otherInterest ?? '').length > DEMO_FORM_LIMITS.otherInterest)
    problems.push({
      field: 'otherInterest',
      message: `otherInterest must be at most ${DEMO_FORM_LIMITS.otherInterest} characters`,
    });
  if (!hasDemoInterest(form))
    problems.push({ field: 'interests', message: 'Please choose at least one interest.' });
  return problems;
}

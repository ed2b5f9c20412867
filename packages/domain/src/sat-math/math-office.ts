/**
 * Math offices (spec assistant-workspace.md §3: ids starting "satmath" have special behaviour; setupScreen
 * MathSetup): their page shows SAT math lessons instead of the chat.
 */

/** The office a fresh install ships with its SAT math curriculum. */
export const SHIPPED_SAT_MATH_OFFICE = 'satmath';

export function isMathOffice(office: { _id: string; setupScreen?: string | null }): boolean {
  return office.setupScreen === 'MathSetup' || office._id.startsWith('satmath');
}

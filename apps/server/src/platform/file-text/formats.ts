/** The formats an upload may be: pdf, doc, docx, txt. */
export type FileFormat = 'pdf' | 'doc' | 'docx' | 'txt';

export const FILE_FORMATS: readonly FileFormat[] = ['pdf', 'doc', 'docx', 'txt'];

/** "Upload a PDF file.", "Upload a PDF, DOC, DOCX or TXT file." */
export function uploadMessage(formats: readonly FileFormat[]): string {
  const names = formats.map((format) => format.toUpperCase());
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names[0];
  return `Upload a ${list} file.`;
}

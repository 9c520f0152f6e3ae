import { parseLayoutDocument } from '../../../src/components/schemaRegistry';

/** Every problem the API's strict parse (every save) would answer this document with. */
export function strictProblems(document: unknown): string[] {
  const parsed = parseLayoutDocument(document, { strict: true });
  if (!parsed.ok) return parsed.errors.map((e) => `${e.path}: ${e.message}`);
  return Object.values(parsed.componentErrors)
    .flat()
    .map((e) => `${e.path}: ${e.message}`);
}

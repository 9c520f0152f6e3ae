import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { scopeSuffix, withPart } from './fieldNames';

/** What the fields below are part of, outermost first: ['slide 2', 'border']. */
const ScopeContext = createContext<readonly string[]>([]);

/** The full accessible name of the field being drawn, set by its FieldTemplate. */
const NameContext = createContext<string | undefined>(undefined);

/** Marks the fields inside as part of `part` (a nested section, a group, a list item). */
export function FieldScope({ part, children }: { part: string | undefined; children: ReactNode }) {
  const outer = useContext(ScopeContext);
  const parts = useMemo(() => withPart(outer, part), [outer, part]);
  if (parts === outer) return <>{children}</>;
  return <ScopeContext.Provider value={parts}>{children}</ScopeContext.Provider>;
}

/** What follows `label` in a name here: " of border of slide 2", or '' at the form's top. */
export function useScopeSuffix(label: string): string {
  return scopeSuffix(label, useContext(ScopeContext));
}

/** Gives the field's widget its full name (FieldTemplate knows the label shown and the scope). */
export function FieldName({ name, children }: { name: string; children: ReactNode }) {
  return <NameContext.Provider value={name}>{children}</NameContext.Provider>;
}

/**
 * The name a widget's controls are named after ("Open the colour picker for Color of border"):
 * its field's full name, or `label` for a widget drawn outside a FieldTemplate.
 */
export function useFieldName(label: string): string {
  return useContext(NameContext) ?? label;
}

/**
 * A name's suffix said after a visible label and not shown. The space before it is its own text
 * (not the hidden span's first character), as a name computed from an element's content trims
 * each element's text.
 */
export function SpokenSuffix({ suffix }: { suffix: string }) {
  if (!suffix) return null;
  return (
    <>
      {' '}
      <span className="one-editor-visually-hidden">{suffix.trimStart()}</span>
    </>
  );
}

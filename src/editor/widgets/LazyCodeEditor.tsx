import { codePart } from '../lazy/parts';
import { LoadingPart } from '../lazy/LoadingPart';
import { useLazyModules } from '../lazy/lazyModule';
import type { CodeEditorProps } from './CodeEditor';

/**
 * CodeEditor, whose code (CodeMirror and its languages) loads the first time a code field
 * shows; until then the field's place is kept and says it is loading.
 */
export function LazyCodeEditor(props: CodeEditorProps) {
  const state = useLazyModules([codePart]);
  const module = codePart.loaded();
  if (state !== 'ready' || !module) {
    return (
      <LoadingPart
        state={state === 'ready' ? 'loading' : state}
        what="the code editor"
        minHeight={props.minHeight ?? 120}
      />
    );
  }
  return <module.CodeEditor {...props} />;
}

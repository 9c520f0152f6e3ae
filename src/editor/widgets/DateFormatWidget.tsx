import { useEffect, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { dateFormatProblem } from '../../components/shared/dateFormat';
import { describedBy } from './widgetOptions';

/**
 * A date-fns date format. Typed freely; a format date-fns would misread or refuse (moment's
 * 'YYYY-MM-DD') is not written: a message under the field names the right tokens, with a button
 * that puts in the corrected format. A stored one (an older layout) says so as soon as it shows.
 */
export function DateFormatWidget(props: WidgetProps) {
  const { id, value, onChange, disabled, readonly, rawErrors, placeholder } = props;
  const stored = typeof value === 'string' ? value : '';
  const [draft, setDraft] = useState(stored);
  useEffect(() => setDraft(stored), [stored]);
  const problem = dateFormatProblem(draft);
  const errors = problem !== null || (rawErrors?.length ?? 0) > 0;
  const write = (next: string) => {
    setDraft(next);
    if (next === '') onChange(undefined);
    else if (dateFormatProblem(next) === null) onChange(next);
  };
  return (
    <>
      <input
        id={id}
        type="text"
        className="one-editor-input"
        value={draft}
        placeholder={placeholder}
        disabled={disabled}
        readOnly={readonly}
        spellCheck={false}
        aria-invalid={errors || undefined}
        aria-describedby={[describedBy(id, errors), problem ? `${id}__format` : '']
          .filter(Boolean)
          .join(' ')}
        onChange={(e) => write(e.target.value)}
      />
      {problem ? (
        <div id={`${id}__format`}>
          <p className="one-editor-error" role="alert">
            {problem.message}
          </p>
          {problem.corrected && !disabled && !readonly ? (
            <button
              type="button"
              className="one-editor-panel-button"
              onClick={() => write(problem.corrected!)}
            >
              Use {problem.corrected}
            </button>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

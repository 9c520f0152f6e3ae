import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { apiErrorMessage } from '../../client';
import { Modal } from '../../ui/dialog/Modal';
import { showToast } from '../../ui/toast/toastStore';
import { saveSection } from './savedSections';
import { closeSaveSection, saveSectionStore } from './saveSectionStore';

const NAME_MISSING = 'Give the section a name: it is listed under Sections by that name.';

/**
 * Names and saves the selected component, or its area with every component in it, as a
 * section of the site; it is then listed in the palette under "Sections".
 */
export function SaveSectionDialog() {
  const pending = useStore(saveSectionStore, (s) => s.pending);
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const nameId = useId();
  const problemId = useId();
  const nameInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!pending) return;
    setName(pending.name);
    setProblem(null);
    setSaving(false);
  }, [pending]);

  async function submit() {
    if (!pending) return;
    // A section is found in the palette by its name alone, so a blank one is refused here,
    // with the reason next to the field and the field focused to type it.
    if (!name.trim()) {
      setProblem(NAME_MISSING);
      nameInput.current?.focus();
      return;
    }
    setSaving(true);
    setProblem(null);
    try {
      const saved = await saveSection(name.trim(), pending.fragment);
      closeSaveSection();
      showToast({
        title: `Saved "${saved.name}" as a section`,
        description: 'Find it in Add, under Sections.',
      });
    } catch (error) {
      setProblem(`The section could not be saved: ${apiErrorMessage(error)}`);
      setSaving(false);
    }
  }

  return (
    <Modal
      open={pending !== null}
      onOpenChange={(open) => !open && closeSaveSection()}
      title={pending?.what === 'area' ? 'Save the area as a section' : 'Save as section'}
      className="one-editor-dialog"
    >
      {/* noValidate: the form says itself what is missing, in words of its own, instead of the
          browser's bubble (which screen readers may not announce). */}
      <form
        className="one-editor-dialog-body"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label htmlFor={nameId}>Section name</label>
        <input
          ref={nameInput}
          id={nameId}
          value={name}
          maxLength={100}
          required
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => {
            setName(event.target.value);
            if (problem === NAME_MISSING && event.target.value.trim()) setProblem(null);
          }}
        />
        {problem ? (
          <p id={problemId} role="alert" className="one-editor-section-problem">
            {problem}
          </p>
        ) : null}
        <div className="one-editor-dialog-actions">
          <button type="submit" className="one-editor-button one-editor-primary" disabled={saving}>
            {saving ? 'Saving…' : 'Save section'}
          </button>
        </div>
      </form>
    </Modal>
  );
}

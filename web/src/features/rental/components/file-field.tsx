import { useId, useRef, type ChangeEvent } from 'react';
import { applicationCopy as copy } from '../copy';
import { ACCEPT_ATTRIBUTE, fileProblem, localFileSize } from '../lib/application-form';

interface FileFieldProps {
  name: string;
  label: string;
  file: File | null;
  error?: string;
  /** A file that passed the checks, or null when removed. */
  onFileChange: (file: File | null) => void;
  /** A chosen file that cannot be attached, with the reason. */
  onReject: (message: string) => void;
}

/** One document: a file picker, then the chosen file's name and size with a remove button. */
export function FileField({ name, label, file, error, onFileChange, onReject }: FileFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    // Cleared so that choosing the same file again after removing it fires a change.
    event.target.value = '';
    if (!chosen) return;
    const problem = fileProblem(chosen);
    if (problem) {
      onFileChange(null);
      onReject(problem);
      return;
    }
    onFileChange(chosen);
  }

  return (
    <div className={['form-field', 'file-field', error ? 'has-error' : ''].filter(Boolean).join(' ')}>
      <span className="form-field__label" id={`${id}-label`}>
        {label}
        <span className="form-field__required" aria-hidden="true">
          *
        </span>
      </span>
      <div className="file-field__row">
        <input
          ref={inputRef}
          id={id}
          type="file"
          name={name}
          data-field={name}
          className="file-field__input visually-hidden"
          accept={ACCEPT_ATTRIBUTE}
          aria-labelledby={`${id}-label ${id}-choose`}
          aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          onChange={onChange}
        />
        <label htmlFor={id} id={`${id}-choose`} className="button button--ghost file-field__choose">
          {copy.file.choose}
        </label>
        {file ? (
          <p className="file-field__file">
            <span className="file-field__name">{file.name}</span>
            <span className="file-field__size">{localFileSize(file)}</span>
            <button
              type="button"
              className="file-field__remove"
              aria-label={copy.file.removeLabel(label, file.name)}
              onClick={() => {
                onFileChange(null);
                inputRef.current?.focus();
              }}
            >
              {copy.file.remove}
            </button>
          </p>
        ) : (
          <p className="file-field__file file-field__file--empty">{copy.file.none}</p>
        )}
      </div>
      <p id={hintId} className="form-field__hint">
        {copy.file.hint}
      </p>
      {error ? (
        <p id={errorId} className="form-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

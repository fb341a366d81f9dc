import { useEffect, useId, useRef, useState } from 'react';
import { Modal } from '@/shared/ui/modal';
import { applicationCopy as copy } from '../copy';
import { MAX_LENGTH } from '../lib/application-form';
import { loadPostcodeService, pickedAddress, type PostcodeService } from '../lib/postcode';

interface AddressFieldProps {
  basic: string;
  detail: string;
  onBasicChange: (value: string) => void;
  onDetailChange: (value: string) => void;
  onBasicBlur: () => void;
  basicError?: string;
  detailError?: string;
}

type SearchState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'open'; Postcode: PostcodeService }
  | { kind: 'manual' };

/**
 * The address: the basic address from the Kakao postcode widget (in a dialog), then the detail
 * address typed by hand. When the widget's script cannot load, the basic address is typed too.
 */
export function AddressField({
  basic,
  detail,
  onBasicChange,
  onDetailChange,
  onBasicBlur,
  basicError,
  detailError,
}: AddressFieldProps) {
  const id = useId();
  const [search, setSearch] = useState<SearchState>({ kind: 'idle' });
  const basicRef = useRef<HTMLInputElement>(null);
  const detailRef = useRef<HTMLInputElement>(null);
  const widgetRef = useRef<HTMLDivElement>(null);
  const mounted = useRef(true);
  const manual = search.kind === 'manual';

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function openSearch() {
    setSearch({ kind: 'loading' });
    try {
      const Postcode = await loadPostcodeService();
      if (mounted.current) setSearch({ kind: 'open', Postcode });
    } catch {
      if (!mounted.current) return;
      setSearch({ kind: 'manual' });
      // After the re-render that makes the field editable.
      requestAnimationFrame(() => basicRef.current?.focus());
    }
  }

  // The widget is embedded once per opening of the dialog and calls back whenever the visitor
  // picks; it must reach the current handler, whose identity may change meanwhile.
  const onBasicChangeRef = useRef(onBasicChange);
  onBasicChangeRef.current = onBasicChange;

  const Postcode = search.kind === 'open' ? search.Postcode : null;
  useEffect(() => {
    if (!Postcode || !widgetRef.current) return;
    new Postcode({
      width: '100%',
      height: '100%',
      oncomplete: (address) => {
        onBasicChangeRef.current(pickedAddress(address));
        setSearch({ kind: 'idle' });
        requestAnimationFrame(() => detailRef.current?.focus());
      },
    }).embed(widgetRef.current, { autoClose: false });
  }, [Postcode]);

  const basicId = `${id}-basic`;
  const detailId = `${id}-detail`;
  const noteId = `${id}-note`;
  const basicErrorId = `${id}-basic-error`;
  const detailErrorId = `${id}-detail-error`;
  const basicDescribedBy =
    [manual ? noteId : '', basicError ? basicErrorId : ''].filter(Boolean).join(' ') || undefined;

  return (
    <fieldset
      className={['form-field', 'address-field', basicError || detailError ? 'has-error' : '']
        .filter(Boolean)
        .join(' ')}
    >
      <legend className="form-field__label">
        {copy.fields.address}
        <span className="form-field__required" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="address-field__row">
        <label htmlFor={basicId} className="visually-hidden">
          {copy.fields.addressBasic}
        </label>
        <input
          ref={basicRef}
          id={basicId}
          name="addressBasic"
          data-field={manual ? 'addressBasic' : undefined}
          className="form-field__input address-field__basic"
          value={basic}
          readOnly={!manual}
          required
          autoComplete={manual ? 'street-address' : 'off'}
          maxLength={MAX_LENGTH.addressBasic}
          placeholder={manual ? copy.placeholders.addressBasicManual : copy.placeholders.addressBasic}
          aria-invalid={basicError ? true : undefined}
          aria-describedby={basicDescribedBy}
          onChange={(event) => onBasicChange(event.target.value)}
          onBlur={onBasicBlur}
          onClick={() => {
            if (!manual && search.kind === 'idle') void openSearch();
          }}
        />
        <button
          type="button"
          className="button button--primary address-field__search"
          data-field={manual ? undefined : 'addressBasic'}
          aria-describedby={!manual && basicError ? basicErrorId : undefined}
          aria-busy={search.kind === 'loading' || undefined}
          disabled={search.kind === 'loading'}
          onClick={() => void openSearch()}
        >
          {search.kind === 'loading' ? <span className="address-field__spinner" aria-hidden="true" /> : null}
          {copy.addressSearch}
          {search.kind === 'loading' ? <span className="visually-hidden">{` (${copy.addressSearching})`}</span> : null}
        </button>
      </div>
      <div role="status" aria-live="polite">
        {manual ? (
          <p id={noteId} className="form-field__hint address-field__note">
            {copy.addressManual}
          </p>
        ) : null}
      </div>
      {basicError ? (
        <p id={basicErrorId} className="form-field__error" role="alert">
          {basicError}
        </p>
      ) : null}
      <label htmlFor={detailId} className="visually-hidden">
        {copy.fields.addressDetail}
      </label>
      <input
        ref={detailRef}
        id={detailId}
        name="addressDetail"
        data-field="addressDetail"
        className="form-field__input"
        value={detail}
        required
        autoComplete="address-line2"
        maxLength={MAX_LENGTH.addressDetail}
        placeholder={copy.placeholders.addressDetail}
        aria-invalid={detailError ? true : undefined}
        aria-describedby={detailError ? detailErrorId : undefined}
        onChange={(event) => onDetailChange(event.target.value)}
      />
      {detailError ? (
        <p id={detailErrorId} className="form-field__error" role="alert">
          {detailError}
        </p>
      ) : null}

      <Modal
        open={search.kind === 'open'}
        title={copy.addressDialogTitle}
        onClose={() => setSearch({ kind: 'idle' })}
        size="lg"
        hideDefaultClose
      >
        <div ref={widgetRef} className="address-field__widget" />
      </Modal>
    </fieldset>
  );
}

// A car search's district select (`@carzone/ui/district-select`: /available's filters, Home's
// search), and the lazily fetched list of districts it offers (lazy-districts.ts), a door of their
// own: only a page with a car search imports them, and the list itself only when it is wanted.
import { nameIn, type Names } from '@carzone/domain';
import { Field, NativeSelect, useLanguage } from '@carzone/web-kit';
import { loadDistricts, useDistricts, wantDistricts } from './lazy-districts';
import { useT } from './locales/messages';

export { isKnownDistrict, loadDistricts, useDistricts, wantDistricts } from './lazy-districts';

/** A district's names as a car of it has them, to name the chosen one before the list is in. */
export type DistrictNames = Names;

/**
 * "Car's district": the 64 districts, in the page's language, once fetched; until then "Any
 * district" and the chosen one, named by `names` (else by its id). The list is asked for when the
 * select is pointed at or focused (its form asks too, as soon as a person starts using it). A tap
 * that would open the select before the list is in opens it once the list has come, so a phone's
 * picker never shows "Any district" alone. A district the list does not have (a hand-edited
 * link) shows as any.
 */
export function DistrictSelect({
  district,
  names,
  onChange,
}: {
  /** The chosen district's id; '' for any. */
  district: string;
  /** The chosen district's names, as a car of it has them. */
  names?: DistrictNames;
  /** Told the id of the district chosen, '' for any. */
  onChange: (district: string) => void;
}) {
  const t = useT();
  const language = useLanguage();
  const districts = useDistricts();
  const chosen = district
    ? districts
      ? districts.find(({ id }) => id === district)
      : { id: district, names: names ?? { en: district } }
    : undefined;
  const options = districts ?? (chosen ? [chosen] : []);
  return (
    <Field.Root>
      <Field.Label>{t("Car's district")}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={chosen?.id ?? ''}
          onChange={(event) => onChange(event.target.value)}
          onPointerEnter={wantDistricts}
          onPointerDown={(event) => {
            if (districts) return;
            // Not opened empty: opened (with the person's tap still counting) once the list is in.
            event.preventDefault();
            const select = event.currentTarget;
            void loadDistricts()
              .then(() => {
                select.focus();
                openPicker(select);
              })
              .catch(() => select.focus());
          }}
          onFocus={wantDistricts}
        >
          <option value="">{t('Any district')}</option>
          {options.map(({ id, names: optionNames }) => (
            <option key={id} value={id}>
              {nameIn(optionNames, language)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** Opens a select's list where the browser can (`showPicker`: Chrome 121, Safari 18.4, Firefox 122). */
function openPicker(select: HTMLSelectElement): void {
  try {
    select.showPicker();
  } catch {
    // Not supported, or the tap no longer counts: the select has focus, a second tap opens it.
  }
}

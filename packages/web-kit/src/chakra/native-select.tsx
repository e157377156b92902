// Chakra's NativeSelect, as every CarZone form uses it, plus one thing a page rendered ahead of
// time needs: an option chosen before React took the page over is kept (as the text boxes keep
// what was typed, text-boxes.tsx).
import {
  NativeSelect as ChakraNativeSelect,
  mergeRefs,
  type NativeSelectFieldProps,
} from '@chakra-ui/react';
import { useEffect, useLayoutEffect, useRef, type Ref } from 'react';

/**
 * Hydration leaves the option a visitor chose in the HTML's select but never tells the form, so
 * the page would show one choice and act on another (`/available`'s sort: "Price Lowest First"
 * over the newest cars). Once React has the select, such a choice goes to the form as a change.
 * Only a select that came as HTML has an option marked selected in its markup (the server writes
 * `selected`); one rendered in the browser has none, and nothing happens there.
 */
function chosenBeforeHydration(select: HTMLSelectElement): string | null {
  const rendered = [...select.options].find((option) => option.defaultSelected);
  return !rendered || rendered.selected ? null : select.value;
}

function Field({ ref, ...props }: NativeSelectFieldProps & { ref?: Ref<HTMLSelectElement> }) {
  const own = useRef<HTMLSelectElement>(null);
  const chosen = useRef<string | null>(null);
  // Read as soon as React has the select: the page may render again before it settles (a text
  // box handing over what was typed), which puts the form's value back into the select.
  useLayoutEffect(() => {
    if (own.current) chosen.current = chosenBeforeHydration(own.current);
  }, []);
  // Reported once the whole page has mounted, its effects included, not during it: a change may
  // navigate (a sort kept in the address), which React Router ignores before its hooks have
  // mounted, and the form's own first effects would reset what the change set going.
  useEffect(() => {
    const select = own.current;
    const value = chosen.current;
    if (!select || value === null) return;
    const timer = setTimeout(() => {
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }, 0);
    return () => clearTimeout(timer);
  }, []);
  return <ChakraNativeSelect.Field ref={mergeRefs(ref, own)} {...props} />;
}

export const NativeSelect = { ...ChakraNativeSelect, Field };

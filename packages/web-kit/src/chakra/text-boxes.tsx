// Chakra's Input and Textarea, as every CarZone form uses them, plus one thing a page rendered
// ahead of time needs: what a visitor typed before React took the page over is kept.
import {
  Input as ChakraInput,
  Textarea as ChakraTextarea,
  mergeRefs,
  type InputProps,
  type TextareaProps,
} from '@chakra-ui/react';
import { useLayoutEffect, useRef, type Ref, type RefObject } from 'react';

/**
 * A first screen comes as HTML, and on a slow network a visitor can type into its boxes before
 * the scripts have arrived. Hydration leaves that text in the box but never tells the form, so
 * the form's state stays empty: a date that reads as chosen would not enable To, and Search
 * would leave it out. Here, once React has the box, such text goes to the form as typing does:
 * an `input` event React's own change handling reports as a change (it compares the box with
 * the value it last knew, which is set back first). A box rendered in the browser holds what
 * React gave it (its value is its default), so nothing happens there.
 */
export function useTypedBeforeHydration(
  box: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
) {
  useLayoutEffect(() => {
    if (box.current) reportTypedBeforeHydration(box.current);
    // Only the first commit: later renders are React's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

function reportTypedBeforeHydration(element: HTMLInputElement | HTMLTextAreaElement) {
  if (element.value === element.defaultValue) return;
  const typed = element.value;
  // Through the element's own setter, which React watches: it now knows the box as its value.
  element.value = element.defaultValue;
  // Past React's watch, so the box holds the typed text again and React sees it as new.
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')?.set?.call(
    element,
    typed,
  );
  element.dispatchEvent(new Event('input', { bubbles: true }));
}

export function Input({ ref, ...props }: InputProps & { ref?: Ref<HTMLInputElement> }) {
  const own = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(own);
  return <ChakraInput ref={mergeRefs(ref, own)} {...props} />;
}

export function Textarea({ ref, ...props }: TextareaProps & { ref?: Ref<HTMLTextAreaElement> }) {
  const own = useRef<HTMLTextAreaElement>(null);
  useTypedBeforeHydration(own);
  return <ChakraTextarea ref={mergeRefs(ref, own)} {...props} />;
}

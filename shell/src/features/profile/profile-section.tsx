// The frame of /profile's sections that keep one thing of the person's (the mobile number, the
// driving licence): a heading and what the thing is for, then in a card either the thing as kept,
// with Change and Remove, or its form; a "Remove…?" question before it goes; and the focus put
// back where a keyboard or screen reader user expects it after each change.
import { Button, Card, Heading, HStack, Stack, Text } from '@carzone/web-kit';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../locales/messages.ts';
import { ConfirmRemoveDialog, type ConfirmRemoveDialogProps } from './confirm-remove-dialog.tsx';

/** Where the focus goes after a change: the heading, or the button that opened what closed. */
type FocusTarget = 'heading' | 'change' | 'remove';

/** What a section's form is told by its frame. */
export interface SectionFormActions {
  /** Opened with Change (not the section's only content): its first field takes the focus. */
  focusOnOpen: boolean;
  /** Saved: the thing as kept again, the focus on the section's heading. */
  onSaved: () => void;
  /** Only when something is kept: back to it unchanged, the focus on Change. */
  onCancel: (() => void) | undefined;
}

interface ProfileSectionProps {
  /** The heading's id, which names the section for assistive technology. */
  headingId: string;
  title: string;
  /** What the thing is for and who sees it. */
  intro: string;
  /** The thing as kept, shown above Change and Remove; null when there is none (the form shows). */
  kept: ReactNode | null;
  form: (actions: SectionFormActions) => ReactNode;
  /** The question before the thing goes, and the removal itself. */
  removal: Omit<ConfirmRemoveDialogProps, 'onClosed'>;
}

export function ProfileSection({
  headingId,
  title,
  intro,
  kept,
  form,
  removal,
}: ProfileSectionProps) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const changeButton = useRef<HTMLButtonElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const [focus, setFocus] = useState<{ target: FocusTarget } | null>(null);
  useEffect(() => {
    if (!focus) return;
    const targets = { heading, change: changeButton, remove: removeButton };
    targets[focus.target].current?.focus();
  }, [focus]);

  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Heading as="h2" id={headingId} size="lg" ref={heading} tabIndex={-1} outline="none">
        {title}
      </Heading>
      <Text color="fg.muted">{intro}</Text>
      <Card.Root variant="outline">
        <Card.Body>
          {kept !== null && !editing ? (
            <Stack gap="4">
              {kept}
              <HStack gap="3" wrap="wrap">
                <Button ref={changeButton} variant="outline" onClick={() => setEditing(true)}>
                  {t('Change')}
                </Button>
                <Button
                  ref={removeButton}
                  variant="outline"
                  colorPalette="red"
                  onClick={() => setRemoving(true)}
                >
                  {t('Remove')}
                </Button>
              </HStack>
            </Stack>
          ) : (
            form({
              focusOnOpen: editing,
              onSaved: () => {
                setEditing(false);
                setFocus({ target: 'heading' });
              },
              onCancel:
                kept !== null
                  ? () => {
                      setEditing(false);
                      setFocus({ target: 'change' });
                    }
                  : undefined,
            })
          )}
        </Card.Body>
      </Card.Root>
      {removing && (
        <Suspense fallback={null}>
          <ConfirmRemoveDialog
            {...removal}
            onClosed={(removed) => {
              setRemoving(false);
              setFocus({ target: removed ? 'heading' : 'remove' });
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}

/**
 * The thing as the page's loader answered it, or as a change made in the section left it; a new
 * answer from the loader (the page read again) replaces either.
 */
export function useKeptFromLoader<Value>(loaded: Value): [Value, (value: Value) => void] {
  const [kept, setKept] = useState(loaded);
  const [loadedBefore, setLoadedBefore] = useState(loaded);
  if (loaded !== loadedBefore) {
    setLoadedBefore(loaded);
    setKept(loaded);
  }
  return [kept, setKept];
}

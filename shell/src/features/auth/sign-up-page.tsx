import { Button, routes, showToast, Stack, useDocumentTitle, useNavigate } from '@carzone/web-kit';
import { TextField } from '@carzone/ui';
import { profilePhotoProblem, type ProfilePhotoRefusalCode } from '@carzone/domain';
import { createUserWithEmailAndPassword, updateProfile } from 'firebase/auth';
import { useState, type FormEvent } from 'react';
import { AuthCard, OrDivider, OtherAuthPage } from './auth-card.tsx';
import { authErrorMessage } from './auth-error-message.ts';
import { firebaseAuth } from '../../lib/auth/firebase-auth.ts';
import { GoogleSignInButton } from './google-sign-in-button.tsx';
import { publishUser, withServerSession } from '../../lib/auth/firebase-session.ts';
import { openServerSession } from '../../lib/auth/server-session.ts';
import { profilePhotoProblemText, warnedOfPasswordProblem } from './rule-problems.ts';
import { useT, type ShellText } from '../../locales/messages.ts';

/**
 * What is wrong with the fields, in English or, for the photo, by code: put in words when shown, so
 * they follow the language.
 */
interface FieldErrors {
  name?: ShellText;
  /** The broken rule's code (`profilePhotoProblem`). */
  photo?: ProfilePhotoRefusalCode;
  email?: ShellText;
}

export function SignUpPage() {
  const t = useT();
  useDocumentTitle(t('Sign Up'));
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = String(form.get('name') ?? '').trim();
    const photo = String(form.get('photo') ?? '').trim();
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');

    const found: FieldErrors = {
      name: name ? undefined : 'Please enter your name.',
      photo: profilePhotoProblem(photo) ?? undefined,
      email: email ? undefined : 'Please enter your e-mail address.',
    };
    setErrors(found);
    if (found.name || found.photo || found.email) return;
    if (warnedOfPasswordProblem(password)) return;

    setBusy(true);
    try {
      const { user } = await withServerSession(async () => {
        const created = await createUserWithEmailAndPassword(firebaseAuth(), email, password);
        // No photo: none is set (the default avatar shows). Firebase refuses to delete a photo
        // the account never had, so photoURL is left out rather than null.
        await updateProfile(
          created.user,
          photo ? { displayName: name, photoURL: photo } : { displayName: name },
        );
        return created;
      });
      // The server's session was opened from a token minted before the profile had a name: open
      // it again with one that has it (the server names car owners and renters from it).
      await openServerSession(await user.getIdToken(true));
      // The session was published before the profile had its name and photo: publish them now.
      publishUser(user);
      showToast('success', t('SignUp successful'));
      navigate(routes.home.getHref());
    } catch (error) {
      showToast('error', authErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title={t('Signup to your account')}
      footer={
        <OtherAuthPage
          question={t('Already have an account?')}
          label={t('Sign in')}
          href={routes.signIn.getHref()}
        />
      }
    >
      <GoogleSignInButton onSignedIn={() => navigate(routes.home.getHref())} />
      <OrDivider />
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <TextField
            label={t('Name')}
            name="name"
            autoComplete="name"
            required
            error={errors.name && t(errors.name)}
          />
          <TextField
            label={t('Photo URL')}
            name="photo"
            type="url"
            placeholder="https://…"
            hint={t('Optional. Without one, a default picture shows.')}
            error={errors.photo && profilePhotoProblemText(errors.photo)}
          />
          <TextField
            label={t('Email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            error={errors.email && t(errors.email)}
          />
          <TextField
            label={t('Password')}
            name="password"
            type="password"
            autoComplete="new-password"
            required
          />
          <Button type="submit" colorPalette="brand" width="full" mt="2" loading={busy}>
            {t('Sign up')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

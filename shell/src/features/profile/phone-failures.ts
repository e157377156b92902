// How a failed step of the mobile number's verification is said: under its field when the person
// can fix it there (the number, the code), otherwise in a toast; and where it leads: a session the
// server refused (401), or a Firebase sign-in too old for the change, goes to sign in and back, as
// the licence section does. Nothing shown changes on a failure.
import {
  ApiError,
  apiErrorMessage,
  routes,
  showToast,
  useLocation,
  useNavigate,
} from '@carzone/web-kit';
import { t, type ShellText } from '../../locales/messages.ts';
import { phoneProblemOf, phoneProblemText, type PhoneProblem } from './phone-words.ts';

/** The problems a form shows under a field rather than in a toast. */
export type FieldProblem = Extract<PhoneProblem, 'invalidNumber' | 'wrongCode' | 'codeExpired'>;

const FIELD_PROBLEMS: ReadonlySet<PhoneProblem> = new Set<FieldProblem>([
  'invalidNumber',
  'wrongCode',
  'codeExpired',
]);

const isFieldProblem = (problem: PhoneProblem): problem is FieldProblem =>
  FIELD_PROBLEMS.has(problem);

/**
 * Says a failure of a step (Firebase's, or the API's refusal of the renewed session), `otherwise`
 * being the step's own words for one nothing names; answers the problem to show under a field,
 * or null when it has been said (or led to sign in).
 */
export function usePhoneFailures(): (error: unknown, otherwise: ShellText) => FieldProblem | null {
  const navigate = useNavigate();
  const location = useLocation();
  const toSignIn = () =>
    void navigate(routes.signIn.getHref(`${location.pathname}${location.search}${location.hash}`));

  return (error, otherwise) => {
    if (error instanceof ApiError) {
      if (error.status === 401) toSignIn();
      else showToast('error', apiErrorMessage(error, t(otherwise)));
      return null;
    }
    const problem = phoneProblemOf(error);
    if (isFieldProblem(problem)) return problem;
    if (problem === 'unknown') console.error('A step of the phone verification failed', error);
    showToast(problem === 'signInAgain' ? 'info' : 'error', phoneProblemText(problem, otherwise));
    if (problem === 'signInAgain') toSignIn();
    return null;
  };
}

import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { parseSideParam } from '../../../shared/match';
import { matchSideSchema, type MatchSideInput, type MatchSystem } from '../../../shared/match-schema';
import { messages } from '../../../shared/messages';
import { localizeMessage } from '../../i18n/server-messages';
import { isProfileComplete } from '../../../shared/profile';
import { AccessGate } from '../../components/access-gate';
import { firstErrors, type BirthFields, type FieldErrors } from '../../components/birth-details/birth-details-fields';
import { Button } from '../../components/button';
import { PageContainer, PageHeader } from '../../components/page-header';
import { Spinner } from '../../components/spinner';
import { matchText } from '../../i18n/match';
import { readingsText } from '../../i18n/readings';
import { useLanguage, useText } from '../../i18n/text';
import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/session';
import { usePeople } from '../../lib/people-api';
import { useCreateMatch } from './api/match-api';
import { defaultMatchSystem } from './match-system';
import { SideChooser, type Choice } from '../../components/side-chooser';
import { SystemChooser } from './system-chooser';
import { toast } from '../../lib/toast';

type Side = 'a' | 'b';
type Errors = FieldErrors<BirthFields> & { person?: string };

const blank: BirthFields = { name: '', gender: 'male', birthDate: '', birthTime: '', birthPlace: '', country: 'India' };

/** The sides the address names (`?a=me&b=person:<id>`, as the family page links here), else me and someone new. */
function initialChoices(params: URLSearchParams): Record<Side, Choice> {
  const a = parseSideParam(params.get('a')) ?? { kind: 'me' };
  const b = parseSideParam(params.get('b')) ?? (a.kind === 'me' ? { kind: 'new' } : { kind: 'me' });
  return { a, b };
}

/** /match: choose two charts and make their Kundli Milan report (it costs one reading). */
export function MatchPage() {
  const t = useText(matchText);
  const { language } = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useSession();
  const people = usePeople();
  const create = useCreateMatch();
  const [choices, setChoices] = useState(() => initialChoices(params));
  const [details, setDetails] = useState<Record<Side, BirthFields>>({ a: blank, b: blank });
  const [errors, setErrors] = useState<Record<Side, Errors>>({ a: {}, b: {} });
  const [gate, setGate] = useState(false);
  // Until the reader chooses, the system follows their language (it can change while the form is open).
  const [chosenSystem, setSystem] = useState<MatchSystem | null>(null);
  const system = chosenSystem ?? defaultMatchSystem(language);

  const meAvailable = isProfileComplete(session.data?.profile);

  /** The request for one side, or its field errors (in the schema's English, worded at render). */
  function sideRequest(side: Side): { input: MatchSideInput | null; errors: Errors } {
    const choice = choices[side];
    if (choice.kind === 'me') return { input: meAvailable ? { kind: 'me' } : null, errors: {} };
    if (choice.kind === 'person') return choice.id ? { input: choice, errors: {} } : { input: null, errors: { person: messages.matchChooseTwo } };
    const parsed = firstErrors<BirthFields, MatchSideInput>(matchSideSchema.safeParse({ ...details[side], kind: 'new' }));
    return { input: parsed.data, errors: parsed.errors };
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const a = sideRequest('a');
    const b = sideRequest('b');
    setErrors({ a: a.errors, b: b.errors });
    if (!a.input || !b.input) return;
    create.mutate(
      { a: a.input, b: b.input, system },
      {
        onSuccess: ({ matchId }) => void navigate(`/match/${matchId}`),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 403) setGate(true);
          else toast.error(localizeMessage(error.message, language));
        },
      },
    );
  };

  if (gate) {
    return (
      <PageContainer>
        <AccessGate title={t.picker.gateTitle} onBack={() => setGate(false)} words={readingsText[language].gate} />
      </PageContainer>
    );
  }

  const busy = create.isPending;
  return (
    <div className="bg-gradient-to-b from-sand to-cream">
      <PageContainer width="max-w-5xl">
        <PageHeader title={t.title}>{t.picker.intro}</PageHeader>
        <form onSubmit={submit} noValidate>
          <div className="grid gap-5 lg:grid-cols-2">
            {(['a', 'b'] as const).map((side) => (
              <SideChooser
                key={side}
                title={t.picker.sides[side]}
                choice={choices[side]}
                onChoose={(choice) => setChoices((current) => ({ ...current, [side]: choice }))}
                meAvailable={meAvailable}
                people={people.data?.people ?? null}
                peopleFailed={people.isError}
                details={details[side]}
                onDetails={(values) => setDetails((current) => ({ ...current, [side]: values }))}
                errors={errors[side]}
                onClearError={(field) => setErrors((current) => ({ ...current, [side]: { ...current[side], [field]: undefined } }))}
                disabled={busy}
              />
            ))}
          </div>
          <SystemChooser system={system} onChoose={setSystem} disabled={busy} />
          <div className="mt-6 flex flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted sm:max-w-xl">{t.picker.cost}</p>
            <Button type="submit" disabled={busy} className="w-full sm:w-auto sm:text-lg">
              {busy ? <Spinner label={t.picker.submitting} /> : t.picker.submit}
            </Button>
          </div>
        </form>
      </PageContainer>
    </div>
  );
}

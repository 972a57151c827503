import { useId, useState, type FormEvent } from 'react';
import { accessLevel } from '../../../shared/access';
import type { MuhurtaEvent } from '../../../astro/muhurta-rules';
import { MUHURTA_MAX_PEOPLE } from '../../../shared/muhurta-limits';
import { matchSideSchema, type MatchSideInput } from '../../../shared/match-schema';
import type { MuhurtaPersonInput } from '../../../shared/muhurta-people-schema';
import { messages } from '../../../shared/messages';
import { isProfileComplete } from '../../../shared/profile';
import { firstErrors, type BirthFields, type FieldErrors } from '../../components/birth-details/birth-details-fields';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { muhurtaText } from '../../i18n/muhurta';
import { useText } from '../../i18n/text';
import { usePeople } from '../../lib/people-api';
import { useSession } from '../../lib/session';
import { SideChooser, type Choice } from '../../components/side-chooser';

type Errors = FieldErrors<BirthFields> & { person?: string };
/** One person of the search as the form holds them: who, the details if typed in, whether to keep them. */
type Entry = { choice: Choice; details: BirthFields; save: boolean; errors: Errors };

const blank: BirthFields = { name: '', gender: 'male', birthDate: '', birthTime: '', birthPlace: '', country: 'India' };
const entry = (choice: Choice, gender: BirthFields['gender'] = 'male'): Entry => ({ choice, details: { ...blank, gender }, save: false, errors: {} });

/** A wedding's two places, the bride's first: Guru bala is read for her, Surya bala for the groom. */
const ROLES = ['bride', 'groom'] as const;
/**
 * The wedding's first two places: the user in the bride's or the groom's by their saved gender,
 * the other typed in with the other gender. The places themselves ask the question, so choosing
 * anyone into either one says who is who.
 */
const weddingEntries = (gender: BirthFields['gender'] | undefined): [Entry, Entry] =>
  gender === 'male' ? [entry({ kind: 'new' }, 'female'), entry({ kind: 'me' })] : [entry({ kind: 'me' }), entry({ kind: 'new' }, 'male')];

type Props = {
  purpose: MuhurtaEvent;
  busy: boolean;
  /** The chosen people, checked here; the search's event, range and place are the page's. */
  onSubmit: (people: MuhurtaPersonInput[]) => void;
};

/**
 * The personal filter's form: the people (the user, saved family, someone typed in once), for a
 * wedding the bride and the groom, then what it will cost before anything is spent. The server
 * decides the cost; this only says what it will be from the profile the session holds.
 */
export function PeoplePicker({ purpose, busy, onSubmit }: Props) {
  const t = useText(muhurtaText).people;
  const session = useSession();
  const people = usePeople();
  const wedding = purpose === 'vivah';
  const meAvailable = isProfileComplete(session.data?.profile);
  const [entries, setEntries] = useState<Entry[]>(() => (wedding ? weddingEntries(session.data?.profile?.gender) : [entry({ kind: 'me' })]));
  const headingId = useId();
  const formId = useId();
  // Folded until asked for, so the free list stays near the top of a phone's screen.
  const [open, setOpen] = useState(false);
  // A wedding is for exactly two; anything else for one to four.
  const fitted = (list: Entry[]) => {
    if (!wedding) return list.length ? list : [entry({ kind: 'me' })];
    const places = weddingEntries(session.data?.profile?.gender);
    return [list[0] ?? places[0], list[1] ?? places[1]];
  };
  const shown = fitted(entries);
  // From the current list, not this render's: a field's change and its error's clearing come in one event.
  const change = (i: number, update: (e: Entry) => Partial<Entry>) => setEntries((current) => fitted(current).map((e, j) => (j === i ? { ...e, ...update(e) } : e)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = shown.map((e): { input: MuhurtaPersonInput | null; errors: Errors } => {
      if (e.choice.kind === 'me') return { input: meAvailable ? { kind: 'me' } : null, errors: {} };
      if (e.choice.kind === 'person') return e.choice.id ? { input: e.choice, errors: {} } : { input: null, errors: { person: messages.matchChooseTwo } };
      // The same fields and rules as a match's someone-new (the server checks them again with `save`).
      const parsed = firstErrors<BirthFields, MatchSideInput>(matchSideSchema.safeParse({ ...e.details, kind: 'new' }));
      return { input: parsed.data?.kind === 'new' ? { ...parsed.data, save: e.save } : null, errors: parsed.errors };
    });
    setEntries(shown.map((e, i) => ({ ...e, errors: checked[i]!.errors })));
    const inputs = checked.map((c) => c.input);
    if (inputs.every((input): input is MuhurtaPersonInput => input !== null)) onSubmit(wedding ? inputs.map((input, i) => ({ ...input, role: ROLES[i] })) : inputs);
  };

  const level = accessLevel(session.data?.profile);
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-night-700/10 sm:p-6">
      <div>
        <h2 id={headingId} className="font-display text-2xl font-bold text-night-800">
          {t.title}
        </h2>
        <p className="mt-1 text-sm text-muted">
          {t.intro} {wedding && t.weddingIntro}
        </p>
        {!open && (
          <Button type="button" variant="secondary" aria-expanded={false} aria-controls={formId} onClick={() => setOpen(true)} className="mt-3 w-full sm:w-auto">
            {t.choose}
          </Button>
        )}
      </div>
      <form id={formId} hidden={!open} onSubmit={submit} noValidate className="space-y-4">
        <div className="grid gap-4 lg:grid-cols-2">
          {shown.map((e, i) => (
            <div key={i} className="space-y-2">
              <SideChooser
                title={wedding ? t[ROLES[i]!] : t.person(i + 1)}
                choice={e.choice}
                onChoose={(choice) => change(i, () => ({ choice }))}
                meAvailable={meAvailable}
                people={people.data?.people ?? null}
                peopleFailed={people.isError}
                details={e.details}
                onDetails={(details) => change(i, () => ({ details }))}
                errors={e.errors}
                onClearError={(field) => change(i, (current) => ({ errors: { ...current.errors, [field]: undefined } }))}
                disabled={busy}
                newHint={t.newHint}
              >
                <label className="flex min-h-11 items-start gap-3 text-night-800">
                  <input type="checkbox" className="mt-1 h-5 w-5 shrink-0 accent-saffron-600" checked={e.save} disabled={busy} onChange={(event) => change(i, () => ({ save: event.target.checked }))} />
                  <span>{t.save}</span>
                </label>
              </SideChooser>
              {!wedding && shown.length > 1 && (
                <button type="button" disabled={busy} onClick={() => setEntries(shown.filter((_, j) => j !== i))} className="min-h-11 rounded-lg px-2 text-sm font-semibold text-maroon-700 hover:underline">
                  {t.remove}
                </button>
              )}
            </div>
          ))}
        </div>
        {!wedding && shown.length < MUHURTA_MAX_PEOPLE && (
          <button type="button" disabled={busy} onClick={() => setEntries([...shown, entry({ kind: 'new' })])} className="min-h-11 rounded-lg px-2 font-semibold text-saffron-700 hover:underline">
            + {t.add}
          </button>
        )}
        <div className="flex flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="text-sm sm:max-w-xl">
            <p className="font-semibold text-night-800" data-testid="muhurta-cost">
              {t.cost[level]}
            </p>
            <p className="text-muted">{t.again}</p>
          </div>
          <Button type="submit" disabled={busy} className="w-full sm:w-auto">
            {busy ? <Spinner label={t.submitting} /> : t.submit}
          </Button>
        </div>
      </form>
    </section>
  );
}

import type { PersonView } from '../../../shared/people';
import { Button, ButtonLink } from '../../components/button';
import { familyText } from '../../i18n/family';
import { useLanguage, useText } from '../../i18n/text';
import { formatShortDate } from '../../lib/format';
import { useBirthTimeShown } from '../../components/birth-details/birth-time-choice';
import { Card } from '../../components/card';

/** One saved person on /family: who they are, when and where they were born, and what to do with them. */
export function PersonCard({ person, onDelete }: { person: PersonView; onDelete: () => void }) {
  const t = useText(familyText);
  const { language } = useLanguage();
  const birthTimeShown = useBirthTimeShown();
  const place = [person.birthLocation.city, person.birthLocation.country].filter(Boolean).join(', ');
  return (
    <Card as="article" aria-labelledby={`person-${person.id}`} className="flex w-full flex-col">
      <div className="flex items-start justify-between gap-3">
        <h2 id={`person-${person.id}`} className="min-w-0 font-display text-2xl font-bold text-night-800">
          {person.name}
        </h2>
        <span className="shrink-0 rounded-full bg-saffron-50 px-3 py-1 text-sm font-semibold text-saffron-700 ring-1 ring-saffron-400/40">
          {t.relations[person.relation]}
        </span>
      </div>
      <dl className="mt-3 space-y-1 text-sm">
        <div className="flex gap-2">
          <dt className="shrink-0 text-muted">{t.card.born}</dt>
          <dd className="text-night-800">
            <time dateTime={person.birthDate}>{formatShortDate(person.birthDate, language)}</time>, {birthTimeShown(person)}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="shrink-0 text-muted">{t.card.place}</dt>
          <dd className="min-w-0 text-night-800">{place}</dd>
        </div>
      </dl>
      <div className="mt-5 grid grid-cols-2 gap-2 sm:mt-auto sm:pt-5">
        <ButtonLink to={`/family/${person.id}/chart`} aria-label={t.card.chartOf(person.name)}>
          {t.card.chart}
        </ButtonLink>
        <ButtonLink to={`/match?a=person:${person.id}`} variant="secondary" aria-label={t.card.matchOf(person.name)}>
          {t.card.match}
        </ButtonLink>
        <ButtonLink to={`/family/${person.id}/edit`} variant="ghost" aria-label={t.card.editOf(person.name)}>
          {t.card.edit}
        </ButtonLink>
        <Button variant="ghost" onClick={onDelete} aria-label={t.card.deleteOf(person.name)} className="text-maroon-700!">
          {t.card.delete}
        </Button>
      </div>
    </Card>
  );
}

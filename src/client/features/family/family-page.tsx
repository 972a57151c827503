import { useState } from 'react';
import { toast } from '../../lib/toast';
import { PEOPLE_LIMIT, type PersonView } from '../../../shared/people';
import { Button, ButtonLink } from '../../components/button';
import { PageContainer } from '../../components/page-header';
import { Spinner } from '../../components/spinner';
import { StateCard } from '../../components/state-card';
import { familyText } from '../../i18n/family';
import { useText } from '../../i18n/text';
import { useDeletePerson } from './api/delete-person';
import { usePeople } from '../../lib/people-api';
import { ConfirmDialog } from './confirm-dialog';
import { PersonCard } from './person-card';

/** /family: the people the user saved, each with their chart, a match, edit and delete; and room for more. */
export function FamilyPage() {
  const t = useText(familyText);
  const people = usePeople();
  const [deleting, setDeleting] = useState<PersonView | null>(null);
  const remove = useDeletePerson();

  const confirmDelete = (person: PersonView) =>
    remove.mutate(person.id, {
      onSuccess: () => {
        setDeleting(null);
        toast.success(t.remove.deleted(person.name));
      },
      onError: (error) => toast.error(error.message || t.remove.failed),
    });

  return (
    <div className="bg-gradient-to-b from-sand to-cream">
      <PageContainer>
        <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="text-sm font-semibold uppercase tracking-widest text-saffron-700">{t.page.eyebrow}</p>
            <h1 className="mt-1 font-display text-4xl font-bold text-night-800 sm:text-5xl">{t.page.title}</h1>
            <p className="mt-2 max-w-2xl text-muted">{t.page.intro(people.data?.limit ?? PEOPLE_LIMIT)}</p>
          </div>
          {people.data && people.data.people.length > 0 && (
            <div className="flex flex-col gap-2 sm:items-end">
              <p className="text-sm font-medium text-night-700">{t.page.count(people.data.people.length, people.data.limit)}</p>
              {people.data.people.length < people.data.limit && <ButtonLink to="/family/new">{t.page.add}</ButtonLink>}
            </div>
          )}
        </header>

        {people.isPending && (
          <div className="flex min-h-[30dvh] items-center justify-center text-muted">
            <Spinner label={t.page.loading} status />
          </div>
        )}

        {people.isError && (
          <StateCard
            tone="error"
            glyph="!"
            title={t.page.loadFailed}
            actions={
              <Button onClick={() => void people.refetch()} disabled={people.isFetching}>
                {t.page.retry}
              </Button>
            }
          >
            {people.error.message}
          </StateCard>
        )}

        {people.data && people.data.people.length === 0 && (
          <StateCard title={t.empty.title} glyph="❁" actions={<ButtonLink to="/family/new">{t.empty.action}</ButtonLink>}>
            {t.empty.body}
          </StateCard>
        )}

        {people.data && people.data.people.length >= people.data.limit && (
          <p role="status" className="mb-6 rounded-2xl bg-saffron-50 px-4 py-3 text-sm font-medium text-night-800 ring-1 ring-saffron-400/40">
            {t.page.full(people.data.limit)}
          </p>
        )}

        {people.data && people.data.people.length > 0 && (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {people.data.people.map((person) => (
              <li key={person.id} className="flex">
                <PersonCard person={person} onDelete={() => setDeleting(person)} />
              </li>
            ))}
          </ul>
        )}
      </PageContainer>

      {deleting && (
        <ConfirmDialog
          title={t.remove.title(deleting.name)}
          confirm={t.remove.confirm}
          busyLabel={t.remove.deleting}
          cancel={t.remove.cancel}
          busy={remove.isPending}
          onConfirm={() => confirmDelete(deleting)}
          onCancel={() => setDeleting(null)}
        >
          {t.remove.body}
        </ConfirmDialog>
      )}
    </div>
  );
}

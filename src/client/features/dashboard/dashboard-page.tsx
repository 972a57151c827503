import { Link } from 'react-router';
import { PageContainer, PageHeader } from '../../components/page-header';
import { useSession } from '../../lib/session';

export function DashboardPage() {
  const { data } = useSession();
  return (
    <PageContainer>
      <PageHeader title={`Namaste, ${data?.profile?.name ?? ''}`}>Your readings are written from your own birth chart.</PageHeader>
      <Link
        to="/chart"
        className="group flex items-center gap-4 rounded-3xl bg-night-800 p-5 text-night-100 shadow-lg ring-1 ring-gold-400/30 transition hover:bg-night-700 sm:max-w-md"
      >
        <span className="grid h-14 w-14 shrink-0 place-items-center rounded-2xl bg-night-700 text-3xl text-gold-300 group-hover:bg-night-600" aria-hidden="true">
          ✦
        </span>
        <span>
          <span className="block font-display text-2xl font-bold text-gold-300">Your Kundli</span>
          <span className="block text-sm text-night-100/80">Your birth chart, dashas and today's panchang</span>
        </span>
      </Link>
    </PageContainer>
  );
}

import { PageContainer, PageHeader } from '../../components/page-header';
import { useSession } from '../../lib/session';

export function DashboardPage() {
  const { data } = useSession();
  return (
    <PageContainer>
      <PageHeader title={`Namaste, ${data?.profile?.name ?? ''}`}>Your dashboard of readings is being prepared.</PageHeader>
    </PageContainer>
  );
}

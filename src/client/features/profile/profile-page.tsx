import { PageContainer, PageHeader } from '../../components/page-header';
import { useSession } from '../../lib/session';

export function ProfilePage() {
  const { data } = useSession();
  return (
    <PageContainer>
      <PageHeader title={data?.profile?.name || 'User'}>{data?.user?.phoneNumber}</PageHeader>
    </PageContainer>
  );
}

import { PageContainer, PageHeader } from '../../components/page-header';

export function ShareUnlockPage() {
  return (
    <PageContainer>
      <PageHeader title="Share to Unlock" />
    </PageContainer>
  );
}

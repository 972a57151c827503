import { PageContainer, PageHeader } from '../../components/page-header';

export function PremiumPage() {
  return (
    <PageContainer>
      <PageHeader title="Unlock Premium Cosmic Insights" />
    </PageContainer>
  );
}

import { PageContainer, PageHeader } from '../../components/page-header';

export function ReadingResultPage() {
  return (
    <PageContainer>
      <PageHeader title="Your Reading" />
    </PageContainer>
  );
}

import { PageContainer, PageHeader } from '../../components/page-header';

export function ReadingsPage() {
  return (
    <PageContainer>
      <PageHeader title="Your Reading History" />
    </PageContainer>
  );
}

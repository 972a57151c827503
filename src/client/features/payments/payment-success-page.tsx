import { PageContainer, PageHeader } from '../../components/page-header';

export function PaymentSuccessPage() {
  return (
    <PageContainer>
      <PageHeader title="Payment" />
    </PageContainer>
  );
}

import { ButtonLink } from '../../components/button';
import { PageContainer, PageHeader } from '../../components/page-header';

/** docs/product.md, Screens and routes /test: buttons to /, /profile/complete and /auth. */
export function TestPage() {
  return (
    <PageContainer width="max-w-xl">
      <PageHeader title="Test Page">Quick links for checking navigation and guards.</PageHeader>
      <div className="flex flex-col gap-3 sm:flex-row">
        <ButtonLink to="/">Go to Home</ButtonLink>
        <ButtonLink to="/profile/complete" variant="secondary">
          Go to Profile Complete
        </ButtonLink>
        <ButtonLink to="/auth" variant="secondary">
          Go to Auth
        </ButtonLink>
      </div>
    </PageContainer>
  );
}

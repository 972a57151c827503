import { Navigate, useParams } from 'react-router';
import { isReadingType, readingTitles } from '../../../shared/reading-types';
import { PageContainer, PageHeader } from '../../components/page-header';

export function ReadingRequestPage() {
  const { type } = useParams();
  // SPEC.md §2: an invalid type redirects to /.
  if (!isReadingType(type)) return <Navigate to="/" replace />;
  return (
    <PageContainer>
      <PageHeader title={readingTitles[type]} />
    </PageContainer>
  );
}

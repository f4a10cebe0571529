// Composes the routes. Heavy screens (labs, preview) are separate chunks.
import { lazy, Suspense } from 'react';
import { useRoute } from './routing/router';
import { HomePage } from './pages/HomePage';
import { TopicPage } from './pages/TopicPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { Layout } from './components/Layout';

const LabPage = lazy(() => import('./pages/LabPage'));
const PreviewPage = lazy(() => import('./pages/PreviewPage'));

export function App() {
  const { route } = useRoute();
  switch (route.name) {
    case 'home':
      return <HomePage />;
    case 'topic':
      return <TopicPage key={route.id} id={route.id} />;
    case 'lab':
      return (
        <Suspense fallback={<Layout wide>{null}</Layout>}>
          <LabPage slug={route.slug} />
        </Suspense>
      );
    case 'preview':
      return (
        <Suspense fallback={<Layout wide>{null}</Layout>}>
          <PreviewPage />
        </Suspense>
      );
    case 'notFound':
      return <NotFoundPage />;
  }
}

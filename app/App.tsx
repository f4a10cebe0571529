// Composes the routes. Heavy screens (labs, preview) are separate chunks.
import { lazy, Suspense } from 'react';
import { useRoute } from './routing/router';
import { HomePage } from './pages/HomePage';
import { TopicPage } from './pages/TopicPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { Layout } from './components/Layout';
import { LabsIndexPage } from './pages/LabsIndexPage';
import { RootBoundary } from './components/RootBoundary';
import { PracticeShell } from './practice/PracticeShell';
import { practicePage } from './practice/lazy-page';
import { PreviewHeading } from './preview/PreviewShell';

const LabPage = lazy(() => import('./pages/LabPage'));
const PreviewPage = lazy(() => import('./pages/PreviewPage'));
const FunctionPage = lazy(() => import('./pages/FunctionPage'));

export function App() {
  return (
    <RootBoundary>
      <Routes />
    </RootBoundary>
  );
}

const PracticeScreen = practicePage.Screen;

function Routes() {
  const { route } = useRoute();
  // The preview's shell is what a visit within the app shows while the preview's code loads.
  const previewShell = (
    <Layout wide>
      <PreviewHeading />
    </Layout>
  );
  switch (route.name) {
    case 'home':
      return <HomePage />;
    case 'topic':
      return <TopicPage key={route.id} id={route.id} />;
    case 'practice':
      // Prerendered as a new learner sees it (the route preparer loads the tasks and the first task's
      // lab on both sides); saved progress shows right after hydration. One frame holds every state, so
      // a visit within the app keeps the header and footer while the page's code loads.
      return (
        <Layout wide>
          <PracticeScreen key={route.id} id={route.id} fallback={<PracticeShell id={route.id} />} />
        </Layout>
      );
    case 'function':
      return (
        <Suspense fallback={<Layout wide>{null}</Layout>}>
          <FunctionPage key={`${route.id}/${route.fn}`} id={route.id} name={route.fn} />
        </Suspense>
      );
    case 'labs':
      return <LabsIndexPage />;
    case 'lab':
      // Prerendered like a topic: the route preparer loaded the lab, so the page renders on the server
      // with its first scenario's outcome and lit diagram, and hydrates without waiting.
      return (
        <Suspense fallback={<Layout wide>{null}</Layout>}>
          <LabPage slug={route.slug} />
        </Suspense>
      );
    case 'preview':
      // Prerendered with the default draft (preview/seed.ts); a saved draft replaces it after hydration.
      return (
        <Suspense fallback={previewShell}>
          <PreviewPage />
        </Suspense>
      );
    case 'notFound':
      return <NotFoundPage />;
  }
}

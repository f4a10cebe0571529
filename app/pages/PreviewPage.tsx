import { Layout } from '../components/Layout';
export default function PreviewPage() {
  return <Layout wide>preview</Layout>;
}

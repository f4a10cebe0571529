import { Layout } from '../components/Layout';
export default function LabPage({ slug }: { slug: string }) {
  return <Layout wide>{slug}</Layout>;
}

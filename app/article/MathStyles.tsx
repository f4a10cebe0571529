// KaTeX's stylesheet (fonts self-hosted, scripts/build/vite-plugin-katex.ts), linked by a page that holds
// math and by the preview (whose drafts may): React hoists it into <head>, the prerendered HTML carries
// it, other pages never load it.
import katexCss from 'virtual:katex-css';

/** True when rendered page HTML holds a KaTeX formula. */
export function hasMath(html: string): boolean {
  return html.includes('class="katex');
}

export function MathStyles() {
  return <link rel="stylesheet" href={katexCss} precedence="math" />;
}

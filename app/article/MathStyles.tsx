// KaTeX's stylesheet (fonts self-hosted, scripts/build/vite-plugin-katex.ts), linked only by a page that holds
// math: React hoists it into <head>, the prerendered HTML carries it, pages without math never load it.
import katexCss from 'virtual:katex-css';

/** True when rendered page HTML holds a KaTeX formula. */
export function hasMath(html: string): boolean {
  return html.includes('class="katex');
}

export function MathStyles() {
  return <link rel="stylesheet" href={katexCss} precedence="math" />;
}

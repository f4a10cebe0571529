import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { preparedLazy } from './prepared-lazy';

function Greeting({ name }: { name: string }) {
  return createElement('p', null, `hello ${name}`);
}

describe('preparedLazy', () => {
  it('waits behind the fallback, inside a Suspense boundary, until prepared', () => {
    const screen = preparedLazy(() => Promise.resolve({ default: Greeting }));
    const html = renderToString(createElement(screen.Screen, { name: 'a', fallback: 'loading' }));
    expect(html).toContain('loading');
    expect(html).not.toContain('hello');
    // React marks a Suspense boundary in the HTML: the client hydrates what is inside it later.
    expect(html).toContain('<!--$');
  });

  it('renders the screen at once and with no boundary once prepared', async () => {
    const screen = preparedLazy(() => Promise.resolve({ default: Greeting }));
    await screen.prepare();
    const html = renderToString(createElement(screen.Screen, { name: 'b', fallback: 'loading' }));
    expect(html).toBe('<p>hello b</p>');
  });
});

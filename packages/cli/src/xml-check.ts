/** For tests: checks that chart markup is well-formed XML and that reports are self-contained. */
import assert from 'node:assert/strict';

/**
 * A strict well-formedness check for the XML these functions write: tags nest and close, attribute
 * values are quoted, text holds no raw < or unescaped &. Returns the element names in order.
 */
export function wellFormed(xml: string): string[] {
  const names: string[] = [];
  const open: string[] = [];
  const token = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)|(<)/gy;
  let m: RegExpExecArray | null;
  let at = 0;
  while (at < xml.length && (m = token.exec(xml)) !== null) {
    at = token.lastIndex;
    const [, closing, name, , selfClosing, textContent, stray] = m;
    if (stray !== undefined)
      throw new Error(`malformed tag at ${m.index}: ${xml.slice(m.index, m.index + 40)}`);
    if (textContent !== undefined) {
      if (/&(?!(amp|lt|gt|quot|#\d+);)/.test(textContent)) throw new Error(`raw & in text: ${textContent}`);
      continue;
    }
    if (closing) {
      const top = open.pop();
      if (top !== name) throw new Error(`</${name!}> closes <${top ?? 'nothing'}>`);
    } else {
      names.push(name!);
      if (!selfClosing) open.push(name!);
    }
  }
  if (at !== xml.length) throw new Error(`could not read past ${at}`);
  if (open.length > 0) throw new Error(`unclosed: ${open.join(', ')}`);
  return names;
}

/** A report is one file: no scripts, styles or images from elsewhere, every chart well-formed SVG. */
export function assertSelfContained(html: string): void {
  assert.match(html, /^<!doctype html>/);
  assert.doesNotMatch(html, /<script/i);
  assert.doesNotMatch(html, /<link/i);
  assert.doesNotMatch(html, /<img/i);
  assert.doesNotMatch(html, /url\(/i);
  assert.doesNotMatch(html, /@import/i);
  // The SVG namespace is a name, not a resource: nothing else may point anywhere.
  const rest = html.replaceAll('xmlns="http://www.w3.org/2000/svg"', '');
  assert.doesNotMatch(rest, /https?:\/\//);
  assert.doesNotMatch(rest, /\b(src|href)=/i);
  // Every chart is well-formed SVG.
  for (const svg of html.match(/<svg[\s\S]*?<\/svg>/g) ?? []) wellFormed(svg);
}

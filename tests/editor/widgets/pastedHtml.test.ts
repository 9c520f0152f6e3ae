import { describe, expect, it } from 'vitest';
import { withoutInlineCode } from '../../../src/editor/widgets/pastedHtml';

describe('pasted HTML loses what the page policy refuses before any parser sees it', () => {
  it('event handlers and style attributes go; other attributes and the text stay', () => {
    expect(
      withoutInlineCode(
        `<p style="color:red" onclick="x()" class='lead'>Hi <a href="https://example.com" ONMOUSEOVER=y() title='say "hi"'>link</a></p>`,
      ),
    ).toBe(
      `<p class="lead">Hi <a href="https://example.com" title="say &quot;hi&quot;">link</a></p>`,
    );
    expect(withoutInlineCode('<img src=https://example.com/a.png onerror=alert(1)>')).toBe(
      '<img src="https://example.com/a.png">',
    );
  });

  it('scripts, style sheets, comments and raw text elements go with their content', () => {
    expect(
      withoutInlineCode(
        '<meta charset="utf-8"><style>p{color:red}</style><!--StartFragment--><p>a</p><script>alert(1)</script><title>t</title><p>b</p><!--EndFragment-->',
      ),
    ).toBe('<meta charset="utf-8"><p>a</p><p>b</p>');
    expect(withoutInlineCode('<p>a<script>if (a</script >b</p>')).toBe('<p>ab</p>');
  });

  it('no tag the tokenizer did not rebuild can reach the parser', () => {
    // A '<' that starts no tag is written as text, so a parser cannot read it otherwise.
    expect(withoutInlineCode('1 < 2 <3 </ >')).toBe('1 &lt; 2 &lt;3 &lt;/ >');
    // A handler hidden in an attribute value stays a value; one in a comment is dropped.
    expect(withoutInlineCode(`<p title="<img src=x onerror=y()>">t</p>`)).toBe(
      `<p title="<img src=x onerror=y()>">t</p>`,
    );
    expect(withoutInlineCode('<!-- <img onerror=y()> --><p>t</p>')).toBe('<p>t</p>');
    // Unterminated pieces end the input instead of leaving half a tag.
    expect(withoutInlineCode('<p>t</p><img src="x onerror=y()')).toBe(
      '<p>t</p><img src="x onerror=y()">',
    );
    expect(withoutInlineCode('<p>t<style>p{}')).toBe('<p>t');
  });

  it('plain formatting, as the editor itself copies it, is unchanged', () => {
    const html =
      '<h2>Title</h2><p>Some <strong>bold</strong>, <em>em</em><br>and a list:</p><ul><li><p>one</p></li></ul>';
    expect(withoutInlineCode(html)).toBe(html);
  });
});

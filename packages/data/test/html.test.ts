import { describe, expect, it } from 'vitest';
import { decodeEntities, htmlToText } from '../src/text/html.js';

describe('htmlToText', () => {
  it('keeps keyword text and drops markup', () => {
    expect(
      htmlToText(
        'One <span class="tooltip1" data-x="#a"><span class="kwb">GREY</span> <span class="kwb">KNIGHTS</span></span> unit.',
      ),
    ).toBe('One GREY KNIGHTS unit.');
  });

  it('turns line breaks, paragraphs and list items into lines', () => {
    expect(htmlToText('<b>WHEN:</b> Your turn.<br><br><b>TARGET:</b> One unit.')).toBe(
      'WHEN: Your turn.\n\nTARGET: One unit.',
    );
    expect(htmlToText('Choose:<ul><li>1 heavy bolter</li><li>1 heavy flamer</li></ul>')).toBe(
      'Choose:\n- 1 heavy bolter\n- 1 heavy flamer',
    );
    expect(htmlToText('<table><tr><td>2</td><td>3</td></tr></table>')).toBe('2 | 3');
  });

  it('decodes entities and collapses spaces', () => {
    expect(htmlToText('A&nbsp;&amp;&nbsp;B &lt;3 &#8217; &#x2019;   C')).toBe('A & B <3 ’ ’ C');
    expect(decodeEntities('&bogus; &#0;')).toBe('&bogus; &#0;');
  });

  it('strips markup that was escaped twice', () => {
    expect(htmlToText('&lt;span class="kwb"&gt;ADEPTUS&lt;/span&gt; unit')).toBe('ADEPTUS unit');
  });

  it('leaves plain text alone', () => {
    expect(htmlToText('  Land Raider ')).toBe('Land Raider');
  });
});

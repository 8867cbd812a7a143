import { SaxesParser } from 'saxes';

/** An XML element with the line its start tag ends on; text content is not kept. */
export interface XNode {
  name: string;
  attrs: Record<string, string>;
  children: XNode[];
  line: number;
}

/** Parses XML into a light tree. Throws `{line, message}` for malformed or truncated XML. */
export function parseXmlTree(text: string): XNode {
  const parser = new SaxesParser({ position: true });
  const root: XNode = { name: '#document', attrs: {}, children: [], line: 1 };
  const stack: XNode[] = [root];
  let error: { line: number; message: string } | null = null;
  parser.on('error', (e) => {
    error ??= { line: parser.line, message: e.message.replace(/^[^:]*:\d+:\d+:\s*/, '') };
  });
  parser.on('opentag', (tag) => {
    const node: XNode = {
      name: tag.name,
      attrs: tag.attributes as Record<string, string>,
      children: [],
      line: parser.line,
    };
    stack[stack.length - 1]!.children.push(node);
    stack.push(node);
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  try {
    parser.write(text).close();
  } catch (e) {
    error ??= { line: parser.line, message: (e as Error).message };
  }
  if (error) throw error;
  return root;
}

export function child(n: XNode, name: string): XNode | undefined {
  return n.children.find((c) => c.name === name);
}

/** `<selections><selection/>...</selections>` -> the selections. */
export function listOf(n: XNode, wrapper: string, item: string): XNode[] {
  return child(n, wrapper)?.children.filter((c) => c.name === item) ?? [];
}

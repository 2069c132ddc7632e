// A small, safe markdown renderer for the rules text (headings, lists, tables, code, emphasis).
import type { ComponentChildren } from "preact";

function inline(text: string): ComponentChildren[] {
  const out: ComponentChildren[] = [];
  const pattern = /(`[^`]+`|\*\*[^*]+\*\*|\*[^*]+\*|\[[^\]]+\]\([^)]+\))/g;
  let last = 0;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(text))) {
    if (match.index > last) out.push(text.slice(last, match.index));
    const token = match[0];
    if (token.startsWith("`")) out.push(<code>{token.slice(1, -1)}</code>);
    else if (token.startsWith("**")) out.push(<strong>{token.slice(2, -2)}</strong>);
    else if (token.startsWith("*")) out.push(<em>{token.slice(1, -1)}</em>);
    else out.push(token.replace(/^\[([^\]]+)\].*$/, "$1"));
    last = match.index + token.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

function cells(row: string): string[] {
  return row.replace(/^\s*\|/, "").replace(/\|\s*$/, "").split("|").map((c) => c.trim());
}

export function Markdown({ text }: { text: string }) {
  const lines = text.split("\n");
  const blocks: ComponentChildren[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (!line.trim()) {
      i++;
      continue;
    }
    const heading = /^(#{1,4})\s+(.*)$/.exec(line);
    if (heading) {
      const level = Math.min(4, heading[1].length + 1);
      const Tag = `h${level}` as "h2";
      blocks.push(<Tag>{inline(heading[2])}</Tag>);
      i++;
      continue;
    }
    if (line.startsWith("```")) {
      const body: string[] = [];
      i++;
      while (i < lines.length && !lines[i].startsWith("```")) body.push(lines[i++]);
      i++;
      blocks.push(<pre>{body.join("\n")}</pre>);
      continue;
    }
    if (line.trim().startsWith("|")) {
      const rows: string[] = [];
      while (i < lines.length && lines[i].trim().startsWith("|")) rows.push(lines[i++]);
      const body = rows.filter((r, k) => !(k === 1 && /^[\s|:-]+$/.test(r)));
      blocks.push(
        <div class="table-wrap">
          <table>
            <thead>
              <tr>{cells(body[0]).map((c) => <th>{inline(c)}</th>)}</tr>
            </thead>
            <tbody>
              {body.slice(1).map((r) => (
                <tr>{cells(r).map((c) => <td>{inline(c)}</td>)}</tr>
              ))}
            </tbody>
          </table>
        </div>,
      );
      continue;
    }
    if (/^\s*([-*]|\d+\.)\s+/.test(line)) {
      const ordered = /^\s*\d+\./.test(line);
      const items: string[] = [];
      while (i < lines.length && lines[i].trim()) {
        if (/^\s*([-*]|\d+\.)\s+/.test(lines[i])) items.push(lines[i].replace(/^\s*([-*]|\d+\.)\s+/, ""));
        else items[items.length - 1] += " " + lines[i].trim();
        i++;
      }
      const list = items.map((t) => <li>{inline(t)}</li>);
      blocks.push(ordered ? <ol>{list}</ol> : <ul>{list}</ul>);
      continue;
    }
    const para: string[] = [];
    while (i < lines.length && lines[i].trim() && !/^(#|```|\s*\||\s*([-*]|\d+\.)\s)/.test(lines[i])) para.push(lines[i++].trim());
    if (para.length === 0) {
      para.push(lines[i++]);
    }
    blocks.push(<p>{inline(para.join(" "))}</p>);
  }
  return <div class="markdown">{blocks}</div>;
}

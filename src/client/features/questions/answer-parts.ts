/**
 * An answer's text in the parts the page shows apart: the direct reply first, and the paragraphs
 * after the lists (what to do, the caveat). The windows and the reasons are lists of their own
 * in the saved answer, so their blocks ("The windows:\n• …", "Why:\n• …") are left out here.
 */
export function answerParts(text: string): { lead: string; rest: string[] } {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const isList = (p: string) => {
    const [, ...lines] = p.split('\n');
    return lines.length > 0 && lines.every((line) => line.trimStart().startsWith('•'));
  };
  const [lead = '', ...others] = paragraphs;
  return { lead, rest: others.filter((p) => !isList(p)) };
}

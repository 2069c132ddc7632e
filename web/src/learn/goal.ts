// Which of a board's targets a lesson marks as its goal: display only, read from the lesson's right moves.

/** The parts of a notation a selection step may name: words, cells, faces, a claim's prefix. */
export function notationParts(notation: string): string[] {
  const words = notation.split(/\s+/).filter(Boolean);
  const parts = new Set<string>();
  if (words.length >= 2) parts.add(`${words[0]} ${words[1]}`);
  for (const word of words) {
    for (const piece of word.split(/[@>]/)) {
      if (!piece) continue;
      parts.add(piece);
      parts.add(piece.replace(/r\d+$/, ""));
    }
  }
  return [...parts];
}

/** Whether a target whose data-action or data-select is `value` leads towards one of the `goals`. */
export function leadsToGoal(kind: "action" | "select", value: string, goals: string[]): boolean {
  if (kind === "action") return goals.includes(value);
  const base = value.split("#")[0];
  return goals.some((goal) => goal === value || goal.startsWith(`${value} `) || notationParts(goal).includes(base));
}

/** Mark (class "goal") every target inside `root` that leads towards a goal; unmark the rest. */
export function markGoals(root: Element, goals: string[]): void {
  for (const el of root.querySelectorAll("[data-action], [data-select]")) {
    const action = el.getAttribute("data-action");
    const select = el.getAttribute("data-select");
    const on = action !== null ? leadsToGoal("action", action, goals) : select !== null && leadsToGoal("select", select, goals);
    el.classList.toggle("goal", on);
  }
}
